// Every offline kind of the app, by the name stored on queued rows. Each loads only when a row of its kind is sent,
// so rows queued by any feature flush at start-up before that feature's page loads. A new kind: one file in its
// feature (offline-kind.ts) and one line here. Names are never renamed or removed while devices may hold them.
import type { OfflineKindRegistry } from '../data/outbox';

export const offlineKinds: OfflineKindRegistry = {
  locale: () => import('../features/locale/offline-kind').then((m) => m.localeKind),
  'telemetry-event': () => import('../features/locale/telemetry-kind').then((m) => m.telemetryEventKind),
  accessibility: () => import('../features/accessibility/offline-kind').then((m) => m.accessibilityKind),
  'referral-click': () => import('../features/referral/offline-kind').then((m) => m.referralClickKind),
  'contact-message': () => import('../features/contact/offline-kind').then((m) => m.contactMessageKind),
  'booking-request': () => import('../features/booking/offline-kind').then((m) => m.bookingRequestKind),
  'booking-series-request': () => import('../features/booking/offline-kind').then((m) => m.bookingSeriesRequestKind),
  'practice-attempt': () => import('../features/practice/offline-kind').then((m) => m.practiceAttemptKind),
  'message-send': () => import('../features/messages/offline-kind').then((m) => m.messageSendKind),
  'adhd-session': () => import('../features/adhd/offline-kind').then((m) => m.adhdSessionKind),
};
