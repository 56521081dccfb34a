// Plain snapshots of the document's maps (board items, chat messages) that stay the same object until their map
// changes: the board renders a new stroke as one item, not as all of a page's items again (ItemShape and the outline's
// rows are memoised on the snapshot). An author is who the sync server says made the map (`authorOf`, from the room's
// `clients` map), so a snapshot is renewed too when that answer changes.
import type * as Y from 'yjs';
import { authorOf, type OwnerOf } from '../../../../supabase/functions/_shared/lesson-doc';

type AnyType = Y.AbstractType<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export class SnapshotCache<T> {
  private readonly kept = new WeakMap<object, T>();

  /** The map's plain content with its author; the same object as before when neither changed since. */
  of(part: Y.Map<unknown>, ownerOf: OwnerOf): T {
    const author = authorOf(part, ownerOf);
    const cached = this.kept.get(part);
    if (cached && (cached as { author?: unknown }).author === author) return cached;
    const made = { ...part.toJSON(), author } as T;
    this.kept.set(part, made);
    return made;
  }

  /** Forgets what deep changes touched (observeDeep's events): each target and every type above it. */
  forget(events: ReadonlyArray<Y.YEvent<AnyType>>): void {
    for (const event of events) {
      for (let type: AnyType | null = event.target; type; type = (type._item?.parent as AnyType | undefined) ?? null) this.kept.delete(type);
    }
  }
}

/** The same items in the same order (a list that can be kept instead of rendering again). */
export const sameList = <T>(a: readonly T[], b: readonly T[]): boolean => a.length === b.length && a.every((v, i) => v === b[i]);
