// @vitest-environment jsdom
// The contact page in jsdom: validation messages, focus on the first invalid field, sending through the outbox
// (a stand-in engine here; the real one is exercised in the browser test), rejection and the honeypot.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const outbox = vi.hoisted(() => ({ writes: [] as unknown[], answer: 'delivered' as 'delivered' | 'rejected' }));
vi.mock('../../src/data/outbox', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/data/outbox')>()),
  getOutbox: async () => ({
    write: async (w: { userId: string | null }) => (outbox.writes.push(w), { id: 'row-1', userId: w.userId }),
    flush: async () => undefined,
    subscribe: () => () => undefined,
    whereIs: async () => outbox.answer,
  }),
}));
vi.mock('../../src/data/supabase', () => ({
  getSupabase: async () => ({ auth: { getSession: async () => ({ data: { session: null } }) } }),
}));
beforeEach(() => {
  outbox.writes = [];
  outbox.answer = 'delivered';
});
import ContactPage from '../../src/features/contact/ContactPage';
import { initI18n, loadNamespaces } from '../../src/i18n';

beforeAll(async () => {
  await initI18n('en-US');
  await loadNamespaces(['contact']);
});
afterEach(cleanup);

function renderPage() {
  render(
    <Suspense fallback={null}>
      <ContactPage />
    </Suspense>,
  );
}

describe('contact page', () => {
  it('shows a message per invalid field and focuses the first', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please enter your email address')).toBeTruthy();
    expect(screen.getByText('Please enter a message')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'));

    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ana @example.com' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Please enter your name')).toBeNull();
  });

  it('sends through the outbox, says so, and clears the form', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: ' Hello ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByText(/your message has been sent/)).textContent).toMatch(/Thank you/);
    expect(outbox.writes).toEqual([
      { userId: null, kind: 'contact-message', payload: { row: { user_id: null, name: 'Ana', email: 'ana@example.com', subject: '', message: 'Hello' } } },
    ]);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps a rejected message in the form and says it was not sent', async () => {
    outbox.answer = 'rejected';
    renderPage();
    fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByText(/could not be sent/)).closest('[role="alert"]')).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('drops a message whose hidden honeypot field was filled, without queuing it', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Bot' } });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'bot@example.com' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Buy now' } });
    fireEvent.change(document.querySelector('input[name="website"]')!, { target: { value: 'http://spam.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText(/your message has been sent/);
    expect(outbox.writes).toEqual([]);
  });

  it('refuses a name longer than the database allows', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please keep your name under 200 characters')).toBeTruthy();
  });
});
