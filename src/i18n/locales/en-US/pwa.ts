// The service worker's messages in the shell: update prompt and offline indicator.
const pwa = {
  update: {
    label: 'App update',
    message: 'New version available. Reload to use it.',
    reload: 'Reload',
    later: 'Later',
  },
  offline: 'You are offline. Saved pages still work.',
} as const;

export default pwa;
