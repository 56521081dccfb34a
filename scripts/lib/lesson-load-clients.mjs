// The lesson server under load, the clients' side (a child process of the bench, so the bench process's CPU is the
// server's): two @hocuspocus/provider clients per room with real access tokens, each making `rate` operations a
// second for `seconds` (a stroke on the board, a chat message or a few characters of notes, in turn), and measuring
// the time until the other client of the room has it (both clients live in this process: one clock).
// Protocol (IPC): the parent sends { url, rooms: [{ bookingId, tokens: [a, b] }], seconds, rate }; this answers
// { type: 'ready' } once every client is synced, waits for { type: 'go' }, answers { type: 'sent' } when the load ends
// and { type: 'result', ... } once every operation arrived or 20 s passed.
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { HocuspocusProvider } from '@hocuspocus/provider';
import * as Y from 'yjs';

const { lessonDocName, lessonParts } = await import('../../supabase/functions/_shared/lesson-doc.ts');

const config = await new Promise((resolve) => process.once('message', resolve));
const { url, rooms, seconds, rate } = config;

/** op id → performance.now() when it was made (one map for all: ids are unique) */
const sentAt = new Map();
const latencies = [];
let received = 0;
let errors = 0;

function client(bookingId, token, index) {
  const doc = new Y.Doc();
  const parts = lessonParts(doc);
  const seen = (id) => {
    const t0 = sentAt.get(id);
    if (t0 === undefined) return;
    latencies.push(performance.now() - t0);
    received++;
  };
  const onItems = (event) => {
    if (event.transaction.local) return;
    for (const item of event.changes.added) for (const value of item.content.getContent()) if (value instanceof Y.Map) seen(value.get('id'));
  };
  parts.pages.observeDeep((events) => {
    for (const event of events) if (event.target instanceof Y.Array && event.target !== parts.pages) onItems(event);
  });
  parts.chat.observe(onItems);
  parts.notes.observe((event) => {
    if (event.transaction.local) return;
    for (const d of event.delta) if (typeof d.insert === 'string') for (const m of d.insert.matchAll(/⟦([^⟧]+)⟧/g)) seen(m[1]);
  });
  const synced = new Promise((resolve, reject) => {
    const provider = new HocuspocusProvider({
      url,
      name: lessonDocName(bookingId),
      document: doc,
      token,
      onSynced: ({ state }) => state && resolve(provider),
      onAuthenticationFailed: ({ reason }) => reject(new Error(`room ${bookingId}: refused (${reason})`)),
      onClose: ({ event }) => {
        if (event?.code && event.code !== 1000) errors++;
      },
    });
  });
  let n = 0;
  const op = () => {
    const id = `${index}-${n}-${randomUUID().slice(0, 8)}`;
    sentAt.set(id, performance.now());
    const kind = n++ % 3;
    if (kind === 0) {
      const items = parts.pages.get(0).get('items');
      const item = new Y.Map();
      doc.transact(() => {
        for (const [k, v] of Object.entries({ id, kind: 'stroke', author: 'bench', createdAt: Date.now(), points: [10, 10, 20, 25, 30, 28, 40, 35], color: '#1f2937', width: 2 })) item.set(k, v);
        items.push([item]);
      });
    } else if (kind === 1) {
      const message = new Y.Map();
      doc.transact(() => {
        for (const [k, v] of Object.entries({ id, author: 'bench', authorName: 'Bench', text: `message ${n}`, sentAt: new Date().toISOString() })) message.set(k, v);
        parts.chat.push([message]);
      });
    } else {
      parts.notes.insert(parts.notes.length, `⟦${id}⟧ `);
    }
  };
  return { doc, parts, synced, op, sent: () => n };
}

const clients = rooms.flatMap((room, r) => room.tokens.map((token, i) => ({ room: r, ...client(room.bookingId, token, `${r}.${i}`) })));
const providers = await Promise.all(clients.map((c) => c.synced));
// The room's first page, made once by its first client (as the app does after the first sync), seen by the second.
for (let r = 0; r < rooms.length; r++) {
  const [a] = clients.filter((c) => c.room === r);
  if (a.parts.pages.length === 0) {
    const page = new Y.Map();
    a.doc.transact(() => {
      page.set('id', randomUUID());
      page.set('items', new Y.Array());
      a.parts.pages.push([page]);
    });
  }
}
const deadline = Date.now() + 20_000;
while (clients.some((c) => c.parts.pages.length === 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
process.send({ type: 'ready', clients: clients.length });

await new Promise((resolve) => process.once('message', resolve));
const started = performance.now();
const cpu0 = process.cpuUsage();
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();
// Each client on its own timer, started at a random offset within the first interval (not all at once).
await Promise.all(
  clients.map(
    (c) =>
      new Promise((resolve) => {
        const every = 1000 / rate;
        setTimeout(() => {
          const timer = setInterval(() => {
            if (performance.now() - started >= seconds * 1000) {
              clearInterval(timer);
              resolve();
              return;
            }
            c.op();
          }, every);
        }, Math.random() * every);
      }),
  ),
);
const sent = clients.reduce((total, c) => total + c.sent(), 0);
const cpu = process.cpuUsage(cpu0);
const cpuPct = ((cpu.user + cpu.system) / 1000 / (performance.now() - started)) * 100;
lag.disable();
process.send({ type: 'sent', sent, seconds: (performance.now() - started) / 1000 });

// Every operation reaches the other client of its room, or 20 s pass.
const waitUntil = Date.now() + 20_000;
while (received < sent && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 100));
latencies.sort((a, b) => a - b);
const at = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] : NaN);
process.send({ type: 'result', sent, received, lost: sent - received, closedAbnormally: errors, p50: at(50), p95: at(95), p99: at(99), max: latencies.at(-1) ?? NaN, cpuPct, lagP99: Math.max(0, lag.percentile(99) / 1e6 - 10) }); // the timer's 10 ms interval taken off
for (const p of providers) p.destroy();
process.exit(0);
