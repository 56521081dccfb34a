import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { lessonParts } from '../../supabase/functions/_shared/lesson-doc';
import { HistoryCollector, Replay, type HistoryEntry } from '../../src/features/lesson/core/replay';
import { itemsOf } from '../../src/features/lesson/core/board';

/** A log as the server keeps it: an empty page first, then three items, then notes. */
function log(): HistoryEntry[] {
  const doc = new Y.Doc();
  const entries: HistoryEntry[] = [];
  let at = 1000;
  doc.on('update', (update: Uint8Array) => entries.push({ at: (at += 1000), update }));
  const { pages, notes } = lessonParts(doc);
  const items = new Y.Array<Y.Map<unknown>>();
  doc.transact(() => {
    const page = new Y.Map<unknown>();
    page.set('items', items);
    pages.push([page]);
  });
  for (const kind of ['stroke', 'rect', 'text']) {
    const m = new Y.Map<unknown>();
    m.set('kind', kind);
    items.push([m]);
  }
  notes.insert(0, 'done');
  return entries;
}

const kinds = (doc: Y.Doc) => (itemsOf(doc, 0)?.toArray() ?? []).map((m) => m.get('kind'));

describe('replay', () => {
  it('its first step shows the first stroke; steps forward and back; times per step', () => {
    const entries = log();
    const replay = new Replay(entries);
    expect(replay.steps).toBe(4); // the empty page joins step 1
    expect(kinds(replay.docAt(1))).toEqual(['stroke']);
    const forward = replay.docAt(3);
    expect(kinds(forward)).toEqual(['stroke', 'rect', 'text']);
    expect(replay.docAt(4)).toBe(forward); // forward: the same document
    expect(lessonParts(replay.docAt(4)).notes.toString()).toBe('done');
    expect(kinds(replay.docAt(2))).toEqual(['stroke', 'rect']); // back: a new one
    expect(replay.timeOf(1)).toBe(entries[1]!.at);
    expect(replay.timeOf(4)).toBe(entries[4]!.at);
    expect(new Replay([]).steps).toBe(0);
  });

  it('gathers the server\'s parts in any order', () => {
    const b64 = (u: Uint8Array) => btoa(String.fromCharCode(...u));
    const entries = log();
    const c = new HistoryCollector();
    const wire = entries.map((e) => [e.at, b64(e.update)] as [number, string]);
    expect(c.add({ type: 'history', total: 5, from: 0, entries: wire.slice(0, 3) })).toBeNull();
    const all = c.add({ type: 'history', total: 5, from: 3, entries: wire.slice(3) })!;
    expect(all.map((e) => e.at)).toEqual(entries.map((e) => e.at));
    expect(all[2]!.update).toEqual(entries[2]!.update);
  });
});
