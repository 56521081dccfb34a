// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OfflineIndicator } from '../../src/features/pwa/OfflineIndicator';
import { UpdatePrompt } from '../../src/features/pwa/UpdatePrompt';
import { updateState } from '../../src/features/pwa/update-state';
import { i18n, initI18n } from '../../src/i18n';

beforeAll(async () => {
  await initI18n('en-US');
  await i18n.loadNamespaces('pwa');
});
afterEach(cleanup);

describe('update prompt', () => {
  it('stays hidden until a new version waits, and activates it only on Reload', async () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status')).toBeNull();
    const accept = vi.fn();
    act(() => updateState.offer(accept));
    const region = await screen.findByRole('status', { name: 'App update' });
    expect(region.textContent).toContain('New version available');
    expect(accept).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Reload' }).click());
    expect(accept).toHaveBeenCalledOnce();
  });

  it('Later hides it without activating; a newer waiting version is offered again', async () => {
    const accept = vi.fn();
    act(() => updateState.offer(accept));
    render(<UpdatePrompt />);
    act(() => screen.getByRole('button', { name: 'Later' }).click());
    expect(screen.queryByRole('status')).toBeNull();
    expect(accept).not.toHaveBeenCalled();
    act(() => updateState.offer(accept));
    expect(await screen.findByRole('status', { name: 'App update' })).toBeTruthy();
  });
});

describe('offline indicator', () => {
  it('follows the online and offline events', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineIndicator />);
    expect(screen.queryByText(/You are offline/)).toBeNull();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect((await screen.findByRole('status')).textContent).toBe('You are offline. Saved pages still work.');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('status')).toBeNull();
    onLine.mockRestore();
  });
});
