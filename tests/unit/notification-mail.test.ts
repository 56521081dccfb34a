// The booking email as the worker writes it: recipient's language and time zone, fixed Message-ID, .ics attached.
import { describe, expect, test } from 'vitest';
import { composeMail } from '../../supabase/functions/send-notifications/core';

const base = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'booked' as const,
  recipient_role: 'learner' as const,
  email: 'sofia@example.com',
  recipient_name: 'Sofía Ramírez',
  locale: 'es-CO',
  timezone: 'America/Bogota',
  booking_id: '22222222-2222-4222-8222-222222222222',
  starts_at: '2026-12-01T14:00:00Z',
  ends_at: '2026-12-01T14:50:00Z',
  status: 'confirmed',
  subject: 'english',
  tutor_name: 'James Whitaker',
  learner_name: 'Sofía Ramírez',
};

describe('booking email', () => {
  test('Spanish, Bogota time, fixed Message-ID, calendar file with the UTC start', () => {
    const mail = composeMail(base);
    expect(mail.subject).toMatch(/^Sesión reservada — /);
    expect(mail.subject).toContain('9:00');
    expect(mail.text).toContain('Hola Sofía Ramírez');
    expect(mail.text).toContain('James Whitaker');
    expect(mail.messageId).toBe('<notification-11111111-1111-4111-8111-111111111111@summit.local>');
    expect(composeMail(base).messageId).toBe(mail.messageId);
    const ics = mail.attachments[0].content;
    expect(ics).toContain('DTSTART:20261201T140000Z');
    expect(ics).toContain('UID:22222222-2222-4222-8222-222222222222@summit');
  });

  test('the tutor reads English in London time; a cancellation cancels the event', () => {
    const mail = composeMail({ ...base, kind: 'cancelled', recipient_role: 'tutor', email: 'tutor@example.com', recipient_name: 'James Whitaker', locale: 'en-GB', timezone: 'Europe/London' });
    expect(mail.subject).toMatch(/^Session cancelled — /);
    expect(mail.subject).toContain('14:00');
    expect(mail.text).toContain('Sofía Ramírez');
    expect(mail.attachments[0].content).toContain('METHOD:CANCEL');
    expect(mail.attachments[0].content).toContain('STATUS:CANCELLED');
  });

  test('an unknown time zone falls back to UTC instead of failing', () => {
    expect(composeMail({ ...base, timezone: 'Mars/Base' }).subject).toContain('(UTC)');
  });

  test('with the app address, booked, moved and reminder emails carry the room\'s absolute address; a cancellation does not', () => {
    const room = 'https://summit.example/lesson/22222222-2222-4222-8222-222222222222';
    for (const kind of ['booked', 'rescheduled', 'reminder'] as const) {
      expect(composeMail({ ...base, kind }, undefined, 'https://summit.example/').text).toContain(`Unirse a la clase (la sala abre 15 minutos antes del inicio):\n${room}`);
    }
    expect(composeMail({ ...base, locale: 'en-US' }, undefined, 'https://summit.example').text).toContain(`Join lesson (the room opens 15 minutes before the start):\n${room}`);
    expect(composeMail({ ...base, kind: 'cancelled' }, undefined, 'https://summit.example').text).not.toContain('/lesson/');
    expect(composeMail(base).text).not.toContain('/lesson/');
  });
});
