// The founder hub (admins).
const founder = {
  title: 'Founder Hub',
  period: 'Last {{days}} days',
  signups: 'Sign-ups',
  bookings: 'Bookings by status',
  revenue: 'Booked revenue',
  referrals: 'Referral clicks',
  telemetry: 'Telemetry events',
  none: 'None',
  alerts: 'Latest security alerts',
  inbox: 'Contact messages',
  handled: 'Handled',
  markHandled: 'Mark handled',
  markOpen: 'Reopen',
  loading: 'Loading...',
  failed: 'We could not load the figures. Check your connection and try again.',
  tutor: {
    notFound: 'No tutor with this id.',
    active: 'Approved and visible',
    approve: 'Approve',
    deactivate: 'Deactivate',
    headline: 'Headline',
    subjects: 'Subjects (comma separated)',
    rate: 'Hourly rate (in {{currency}})',
    save: 'Save',
    saved: 'Saved',
    failed: 'Saving failed.',
  },
} as const;

export default founder;
