// What the room's exports are called and hold. Plain TS.

/** The notes as a Markdown file's text: the notes are Markdown already; the file ends with a newline. */
export function notesMarkdown(notes: string): string {
  const text = notes.replace(/\r\n?/g, '\n');
  return text.endsWith('\n') || text === '' ? text : `${text}\n`;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export const notesFileName = (date: Date) => `lesson-notes-${day(date)}.md`;
export const pageFileName = (date: Date, page: number) => `lesson-board-${day(date)}-page-${page}.png`;
