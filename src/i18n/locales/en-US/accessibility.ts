// The accessibility panel (SPEC §4).
const accessibility = {
  open: 'Accessibility',
  title: 'Accessibility',
  close: 'Close',
  textColor: 'Text colour',
  backgroundColor: 'Background colour',
  useDefault: 'Default',
  pickColor: 'Choose a colour',
  fontSize: 'Font size',
  sizes: { small: 'Small', medium: 'Medium', large: 'Large', xlarge: 'Extra large' },
  dyslexiaFont: 'Dyslexia-friendly font',
  reset: 'Reset',
  note: 'Settings are stored on this device and, if you are signed in, saved to your account.',
} as const;

export default accessibility;
