// The contact page in jsdom: validation messages, focus on the first invalid field, and the honest failure while
// sending is not connected.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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

  it('says that nothing was sent while sending is not connected, and keeps the message', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Sending messages is not available yet/);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
  });
});
