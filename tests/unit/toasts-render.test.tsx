// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from '../../src/features/toasts/Toaster';
import { showToast, toastQueue } from '../../src/features/toasts/toast-store';

afterEach(() => {
  act(() => toastQueue.clear());
  cleanup();
  vi.useRealTimers();
});

describe('<Toaster />', () => {
  it('renders live regions before any toast, polite and assertive', () => {
    const { container } = render(<Toaster />);
    expect(screen.getByRole('region', { name: /notifications/i })).toBeTruthy();
    const live = [...container.querySelectorAll('[aria-live]')].map((el) => el.getAttribute('aria-live'));
    expect(live).toEqual(['assertive', 'polite']);
  });

  it('shows a destructive toast in the assertive region with title and description, dismissible by its button', () => {
    const { container } = render(<Toaster />);
    act(() => {
      showToast({ title: 'Access Denied', description: "You don't have permission to access this page.", variant: 'destructive' });
    });
    const alert = container.querySelector('[aria-live="assertive"] > li')!;
    // A list item of a live list, no role of its own (axe: a list holds list items only).
    expect(alert.getAttribute('role')).toBeNull();
    expect(screen.getByRole('listitem').textContent).toContain('Access Denied');
    expect(alert.textContent).toContain('Access Denied');
    expect(alert.textContent).toContain("You don't have permission to access this page.");
    const dismiss = screen.getByRole('button', { name: /dismiss notification: access denied/i });
    expect(dismiss.tagName).toBe('BUTTON'); // a real button: reachable with Tab, activated with Enter/Space
    fireEvent.click(dismiss);
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('closes on its own after 4 s, but not while hovered', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void showToast({ title: 'Saved' }));
    const region = screen.getByRole('region', { name: /notifications/i });
    fireEvent.mouseEnter(region);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Saved')).toBeTruthy();
    fireEvent.mouseLeave(region);
    act(() => void vi.advanceTimersByTime(4000));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('F8 moves focus to the notifications', () => {
    render(<Toaster />);
    act(() => void showToast({ title: 'Hi' }));
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: /notifications/i }));
  });
});
