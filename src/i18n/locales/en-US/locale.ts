// The Language & Region panel (SPEC §2). Language names stay in their own language in every locale.
const locale = {
  open: 'Language & Region',
  title: 'Language & Region',
  close: 'Close',
  useDevice: 'Use device settings',
  language: 'Language',
  country: 'Country/Region',
  currency: 'Currency',
  timezone: 'Timezone',
  timezonePlaceholder: 'America/Bogota',
  timezoneHint: 'Leave blank to use device timezone.',
  save: 'Save',
  reset: 'Reset to device',
  note: 'Preferences are stored on this device and, if you are signed in, saved to your account.',
  saved: 'Saved',
  countries: {
    US: 'United States',
    GB: 'United Kingdom',
    CO: 'Colombia',
    ES: 'Spain',
    FR: 'France',
  },
} as const;

export default locale;
