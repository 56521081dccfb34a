// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useAuthAction } from '../../src/features/auth/use-auth-action';
import type { ActionResult } from '../../src/features/auth/auth-actions';

function deferred() {
  let resolve!: (result: ActionResult) => void;
  const promise = new Promise<ActionResult>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useAuthAction', () => {
  it('runs one action at a time and reports progress, then the outcome', async () => {
    const { result } = renderHook(() => useAuthAction());
    const first = deferred();
    let calls = 0;
    let firstRun!: Promise<ActionResult | null>;
    let secondRun!: Promise<ActionResult | null>;
    act(() => {
      firstRun = result.current.run(() => (calls++, first.promise));
      secondRun = result.current.run(async () => (calls++, { ok: true }));
    });
    expect(result.current.pending).toBe(true);
    expect(await secondRun).toBeNull();
    await act(async () => first.resolve({ ok: false, error: 'Invalid email or password' }));
    expect(await firstRun).toEqual({ ok: false, error: 'Invalid email or password' });
    expect(calls).toBe(1);
    expect(result.current).toMatchObject({ pending: false, error: 'Invalid email or password', message: null });
  });

  it('stays busy after a success that leaves the page, until reset', async () => {
    const { result } = renderHook(() => useAuthAction());
    await act(async () => void (await result.current.run(async () => ({ ok: true }), { leavesPage: true })));
    expect(result.current.pending).toBe(true);
    let again: ActionResult | null = { ok: true };
    await act(async () => void (again = await result.current.run(async () => ({ ok: true }))));
    expect(again).toBeNull();
    act(() => result.current.reset());
    expect(result.current.pending).toBe(false);
  });

  it('a failure that leaves the page is shown and frees the button', async () => {
    const { result } = renderHook(() => useAuthAction());
    await act(async () => void (await result.current.run(async () => ({ ok: false, error: 'nope' }), { leavesPage: true })));
    expect(result.current).toMatchObject({ pending: false, error: 'nope' });
  });
});
