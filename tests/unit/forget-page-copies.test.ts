// Sign-out forgets the page data kept on the device, and a query that finishes during sign-out cannot put it back.
import { describe, expect, it } from 'vitest';
import { forgetPageCopies } from '../../src/data/query/forget-page-copies';
import { idbQueryStorage } from '../../src/data/query/persister';

const copy = (n: number) => ({ buster: 'v', queryHash: `q${n}`, queryKey: [n], state: { data: n, dataUpdatedAt: 1 } }) as never;

describe('forgetting the page copies at sign-out', () => {
  it('clears the kept copies, and later writes keep nothing', async () => {
    await idbQueryStorage.setItem('q-1', copy(1));
    expect(await idbQueryStorage.entries!()).toHaveLength(1);
    const late = idbQueryStorage.setItem('q-2', copy(2)); // started before sign-out: written, then cleared
    await forgetPageCopies();
    await late;
    await idbQueryStorage.setItem('q-3', copy(3)); // a query finishing during sign-out
    expect(await idbQueryStorage.entries!()).toEqual([]);
  });
});
