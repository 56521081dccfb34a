// Status of changes saved on the device and waiting for the server.
const outbox = {
  savedOnDevice: 'Saved on device',
  pending_one: '{{count}} change waiting to sync',
  pending_other: '{{count}} changes waiting to sync',
  synced: 'All changes saved',
  memoryOnly: 'This browser cannot store data on the device: changes are kept only until the page is closed.',
  rejectedTitle: 'Changes the server did not accept',
  rejectedIntro: 'These changes were kept on this device but could not be saved to your account.',
  dismiss: 'Dismiss',
  reasons: { notAllowed: 'Your account is not allowed to make this change.', invalid: 'The server found this change not valid.', other: 'The server did not accept this change.' },
  details: 'Details',
  kinds: { locale: 'Language & Region', accessibility: 'Accessibility settings', 'referral-click': 'Referral visit', 'contact-message': 'Contact message', 'booking-request': 'Session booking', 'booking-series-request': 'Weekly lessons booking', 'practice-attempt': 'Practice answer', 'adhd-session': 'Focus session', 'telemetry-event': 'Settings saved (usage event)' },
} as const;

export default outbox;
