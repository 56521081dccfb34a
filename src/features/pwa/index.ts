export { registerServiceWorker } from './register-service-worker';
export { UpdatePrompt } from './UpdatePrompt';
export { OfflineIndicator } from './OfflineIndicator';
