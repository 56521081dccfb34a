// Layout slot: 'new version available' prompt of the service worker (PWA feature).
export { UpdatePrompt as UpdatePromptSlot } from '../../features/pwa/UpdatePrompt';
