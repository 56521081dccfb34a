// The replay of a lesson's board: the server's timed update log (services/lesson/extensions/server-copies.mjs, `{ type: 'history' }`), applied
// step by step to a document of its own. Step 1 is the first change that puts something on the board (the changes
// before it, such as the empty first page, come with it), so the first step shows the first stroke.
import * as Y from 'yjs';
import { lessonParts } from '../../../../supabase/functions/_shared/lesson-doc';

export interface HistoryEntry {
  /** When the server received it (epoch ms). */
  at: number;
  update: Uint8Array;
}

export interface HistoryMessage {
  type: 'history';
  total: number;
  from: number;
  entries: Array<[number, string]>;
}

export function fromBase64(text: string): Uint8Array {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Gathers the parts of the server's answer; `add` returns the whole log once every part has arrived. */
export class HistoryCollector {
  private parts = new Map<number, HistoryEntry[]>();

  add(message: HistoryMessage): HistoryEntry[] | null {
    if (message.from === 0) this.parts.clear(); // a new answer starts over
    this.parts.set(message.from, message.entries.map(([at, update]) => ({ at, update: fromBase64(update) })));
    const all = [...this.parts.entries()].sort((a, b) => a[0] - b[0]).flatMap(([, entries]) => entries);
    return all.length >= message.total ? all : null;
  }
}

function boardItemCount(doc: Y.Doc): number {
  let n = 0;
  for (const page of lessonParts(doc).pages.toArray()) n += (page.get('items') as Y.Array<unknown> | undefined)?.length ?? 0;
  return n;
}

export class Replay {
  /** How many log entries step 1 applies. */
  private readonly firstCount: number;
  private doc = new Y.Doc();
  private applied = 0;

  constructor(private readonly entries: readonly HistoryEntry[]) {
    const scratch = new Y.Doc();
    let first = entries.length;
    for (let i = 0; i < entries.length; i++) {
      Y.applyUpdate(scratch, entries[i]!.update);
      if (boardItemCount(scratch) > 0) {
        first = i + 1;
        break;
      }
    }
    scratch.destroy();
    this.firstCount = entries.length ? Math.min(first, entries.length) : 0;
  }

  /** The number of steps (0 for an empty log). */
  get steps(): number {
    return this.entries.length ? this.entries.length - this.firstCount + 1 : 0;
  }

  /** When the last change of a step (1-based) arrived. */
  timeOf(step: number): number {
    return this.entries[this.firstCount + step - 2]?.at ?? 0;
  }

  /**
   * The board after `step` (1-based). Moving forward applies the next changes to the same document (its observers
   * see them); moving back starts a new document.
   */
  docAt(step: number): Y.Doc {
    const upto = Math.max(0, Math.min(this.entries.length, this.firstCount + step - 1));
    if (upto < this.applied) {
      this.doc.destroy();
      this.doc = new Y.Doc();
      this.applied = 0;
    }
    if (upto > this.applied) {
      const doc = this.doc;
      const next = this.entries.slice(this.applied, upto);
      doc.transact(() => {
        for (const entry of next) Y.applyUpdate(doc, entry.update);
      });
      this.applied = upto;
    }
    return this.doc;
  }

  destroy(): void {
    this.doc.destroy();
  }
}
