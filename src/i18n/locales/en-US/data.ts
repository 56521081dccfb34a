// Server data shown from the device copy (any page that reads from the backend).
const data = {
  offline: 'Data from {{age}}. You are offline.',
  refreshFailed: 'Data from {{age}}. It could not be refreshed.',
  unavailableOffline: 'You are offline and this page has not been saved on this device yet. Open it once online to read it offline later.',
  loadFailed: 'This could not be loaded. Check your connection and try again.',
  price: {
    approximate: 'Approximate, converted with our exchange rates',
    original: 'Original price',
    chargedAs: 'Charged as {{amount}}',
    notConverted: '(in {{currency}}, no exchange rate)',
    units: { perHour: 'per hour' },
  },
  retry: 'Try again',
  /** Subjects by slug (any page that names one: tutors, booking, dashboards). */
  subjects: {
    mathematics: 'Mathematics',
    physics: 'Physics',
    english: 'English',
    french: 'French',
    spanish: 'Spanish',
    'computer-science': 'Computer science',
    chemistry: 'Chemistry',
    biology: 'Biology',
    music: 'Music',
    writing: 'Writing',
    history: 'History',
  },
} as const;

export default data;
