// A generated 60-minute lesson, as the two clients would have made it: 5,000 strokes of 32 points (a new page every
// 500), 50 texts and formulas, 200 chat messages and 20 KB of notes typed a few characters at a time, each change in
// its own transaction. Used by scripts/measure-lesson-size.mjs (the size caps of services/lesson/limits.mjs)
// and the lesson room's bench (a lesson of that size opened in the browser and stored in Postgres).
import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';

const { lessonParts } = await import('../../supabase/functions/_shared/lesson-doc.ts');

export const lessonScale = { strokes: 5000, strokesPerPage: 500, pointsPerStroke: 32, shapes: 50, chat: 200, notesBytes: 20_000 };

/**
 * Returns { doc, updates } — `updates`: every change as [{ update, userId, at }] (the server's update log).
 * `learner` and `tutor` are user ids (random when not given); `fractional` keeps two decimals of each coordinate.
 */
export function generateLesson({ fractional = true, learner = randomUUID(), tutor = randomUUID(), start = Date.parse('2026-11-25T10:00:00Z') } = {}) {
  const doc = new Y.Doc();
  const { pages, notes, chat } = lessonParts(doc);
  const updates = [];
  let author = tutor;
  let at = start;
  doc.on('update', (update) => updates.push({ update, userId: author, at: new Date(at) }));
  let page;
  const newPage = () => {
    page = new Y.Map();
    doc.transact(() => {
      page.set('id', randomUUID());
      page.set('items', new Y.Array());
      pages.push([page]);
    });
  };
  newPage();
  let seed = 1;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const coordinate = (v) => (fractional ? Math.round(v * 100) / 100 : Math.round(v));
  for (let i = 0; i < lessonScale.strokes; i++) {
    if (i > 0 && i % lessonScale.strokesPerPage === 0) newPage();
    const item = new Y.Map();
    const points = [];
    let x = random() * 1600;
    let y = random() * 900;
    for (let p = 0; p < lessonScale.pointsPerStroke; p++) {
      x += (random() - 0.5) * 20;
      y += (random() - 0.5) * 20;
      points.push(coordinate(x), coordinate(y));
    }
    author = i % 2 ? learner : tutor;
    at = start + i * 700;
    doc.transact(() => {
      item.set('id', randomUUID());
      item.set('kind', 'stroke');
      item.set('author', author);
      item.set('createdAt', at);
      item.set('points', points);
      item.set('color', '#1f2937');
      item.set('width', 2);
      page.get('items').push([item]);
    });
  }
  author = tutor;
  for (let i = 0; i < lessonScale.shapes; i++) {
    const item = new Y.Map();
    at = start + i * 60_000;
    doc.transact(() => {
      item.set('id', randomUUID());
      item.set('kind', i % 2 ? 'text' : 'math');
      item.set('author', tutor);
      item.set('createdAt', at);
      item.set('x', 100 + i);
      item.set('y', 200 + i);
      if (i % 2) item.set('text', `Step ${i}: factor the left-hand side`);
      else item.set('latex', `x^2 + ${i}x + ${i * 2} = 0`);
      item.set('color', '#b91c1c');
      page.get('items').push([item]);
    });
  }
  for (let i = 0; i < lessonScale.chat; i++) {
    const message = new Y.Map();
    author = i % 2 ? learner : tutor;
    at = start + i * 18_000;
    doc.transact(() => {
      message.set('id', randomUUID());
      message.set('author', author);
      message.set('authorName', i % 2 ? 'Sofía Ramírez' : 'James Whitaker');
      message.set('text', `Message ${i}: ${'could you explain that step again, please? '.slice(0, 20 + (i % 40))}`);
      message.set('sentAt', new Date(at).toISOString());
      chat.push([message]);
    });
  }
  // 20 KB of notes typed a few characters at a time.
  author = learner;
  const line = '- $x^2 - 5x + 6 = (x - 2)(x - 3)$, so x = 2 or x = 3.\n';
  let typed = 0;
  while (typed < lessonScale.notesBytes) {
    for (let c = 0; c < line.length; c += 4) notes.insert(notes.length, line.slice(c, c + 4));
    typed += line.length;
  }
  return { doc, updates };
}
