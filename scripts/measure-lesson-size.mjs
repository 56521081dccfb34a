// Measures the size of a 60-minute lesson's Yjs document, the figure the lesson server's size caps are set above
// (supabase/local/lesson/limits.mjs): 5,000 strokes of 32 points, 50 shapes and texts, 200 chat messages and 20 KB
// of notes, each added in its own transaction as a client would. Prints the whole state as one update (what a peer
// coming back after the whole lesson offline sends at once), with fractional and with whole-number coordinates.
// Run: node scripts/measure-lesson-size.mjs
import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';

const { lessonParts } = await import('../supabase/functions/_shared/lesson-doc.ts');

function lesson({ fractional }) {
  const doc = new Y.Doc();
  const { pages, notes, chat } = lessonParts(doc);
  const learner = randomUUID();
  const tutor = randomUUID();
  const start = Date.parse('2026-11-25T10:00:00Z');
  let page;
  const newPage = () => {
    page = new Y.Map();
    page.set('id', randomUUID());
    page.set('items', new Y.Array());
    pages.push([page]);
  };
  newPage();
  let seed = 1;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const coordinate = (v) => (fractional ? Math.round(v * 100) / 100 : Math.round(v));
  for (let i = 0; i < 5000; i++) {
    if (i > 0 && i % 500 === 0) newPage();
    const item = new Y.Map();
    const points = [];
    let x = random() * 1600;
    let y = random() * 900;
    for (let p = 0; p < 32; p++) {
      x += (random() - 0.5) * 20;
      y += (random() - 0.5) * 20;
      points.push(coordinate(x), coordinate(y));
    }
    doc.transact(() => {
      item.set('id', randomUUID());
      item.set('kind', 'stroke');
      item.set('author', i % 2 ? learner : tutor);
      item.set('createdAt', start + i * 700);
      item.set('points', points);
      item.set('color', '#1f2937');
      item.set('width', 2);
      page.get('items').push([item]);
    });
  }
  for (let i = 0; i < 50; i++) {
    const item = new Y.Map();
    doc.transact(() => {
      item.set('id', randomUUID());
      item.set('kind', i % 2 ? 'text' : 'math');
      item.set('author', tutor);
      item.set('createdAt', start + i * 60_000);
      item.set('x', 100 + i);
      item.set('y', 200 + i);
      if (i % 2) item.set('text', `Step ${i}: factor the left-hand side`);
      else item.set('latex', `x^2 + ${i}x + ${i * 2} = 0`);
      item.set('color', '#b91c1c');
      page.get('items').push([item]);
    });
  }
  for (let i = 0; i < 200; i++) {
    const message = new Y.Map();
    doc.transact(() => {
      message.set('id', randomUUID());
      message.set('author', i % 2 ? learner : tutor);
      message.set('authorName', i % 2 ? 'Sofía Ramírez' : 'James Whitaker');
      message.set('text', `Message ${i}: ${'could you explain that step again, please? '.slice(0, 20 + (i % 40))}`);
      message.set('sentAt', new Date(start + i * 18_000).toISOString());
      chat.push([message]);
    });
  }
  // 20 KB of notes typed a few characters at a time.
  const line = '- $x^2 - 5x + 6 = (x - 2)(x - 3)$, so x = 2 or x = 3.\n';
  let typed = 0;
  while (typed < 20_000) {
    for (let c = 0; c < line.length; c += 4) {
      notes.insert(notes.length, line.slice(c, c + 4));
    }
    typed += line.length;
  }
  return doc;
}

for (const fractional of [true, false]) {
  const doc = lesson({ fractional });
  const update = Y.encodeStateAsUpdate(doc);
  console.log(`${fractional ? 'fractional' : 'whole-number'} coordinates: whole state ${update.length.toLocaleString('en')} bytes (${(update.length / 1024 / 1024).toFixed(2)} MiB)`);
}
