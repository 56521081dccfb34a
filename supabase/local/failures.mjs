// Start-up failures of the local stack in one sentence: what is wrong and what to do. The entry points (npm start,
// npm test, npm run stack / db:reset) print `explainFailure(error)` and exit non-zero instead of a stack trace.

/** A failure whose message is already the one sentence to show. */
export class StackError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = 'StackError';
  }
}

const firstLine = (text) => String(text ?? '').trim().split('\n')[0].trim();

/** The message of an error and of its causes, for pattern matching. */
function fullText(error) {
  const parts = [];
  for (let e = error, depth = 0; e && depth < 5; e = e.cause, depth++) parts.push(String(e?.message ?? e));
  return parts.join('\n');
}

function codeOf(error) {
  for (let e = error, depth = 0; e && depth < 5; e = e.cause, depth++) if (e?.code) return e;
  return null;
}

/**
 * One sentence for any error raised while starting the stack. `again` names the command to run after the fix
 * (default `npm start`).
 */
export function explainFailure(error, { again = 'npm start' } = {}) {
  if (error instanceof StackError) return error.message;
  const text = fullText(error);
  const coded = codeOf(error);
  const code = coded?.code;
  const path = coded?.path ?? /"([^"]+)"/.exec(text)?.[1] ?? '';
  if (code === 'ENOSPC' || /No space left on device/i.test(text)) {
    return `The disk is full (no space left on device${path ? ` writing ${path}` : ''}): free some space, then run \`${again}\` again.`;
  }
  if (code === 'EDQUOT' || /Disk quota exceeded/i.test(text)) {
    return `Your disk quota is used up${path ? ` (writing ${path})` : ''}: free some space, then run \`${again}\` again.`;
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || /Permission denied|Read-only file system/i.test(text)) {
    const what = code === 'EROFS' || /Read-only file system/i.test(text) ? 'is on a read-only file system' : 'is not accessible (permission denied)';
    return (
      `${path ? path : 'A file the local stack needs'} ${what}: ` +
      `run \`${again}\` as the user who owns the project folder, or clone the project into a folder you can write to.`
    );
  }
  if (code === 'EADDRINUSE') {
    return `A port of the local stack is in use (${firstLine(error.message)}): stop the program holding it, then run \`${again}\` again.`;
  }
  return `\`${again}\` failed: ${firstLine(error?.message ?? error).replace(/[.:]$/, '')} (run it again with SUMMIT_DEBUG=1 for the details).`;
}

/** Prints the sentence (and the stack trace when SUMMIT_DEBUG is set) to stderr. */
export function reportFailure(error, options) {
  console.error(`\n${explainFailure(error, options)}`);
  if (process.env.SUMMIT_DEBUG) console.error(error, error?.cause ?? '');
}
