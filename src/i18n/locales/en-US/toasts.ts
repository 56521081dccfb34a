// The notifications region (toasts). Its English texts are bundled with the toasts feature.
const toasts = {
  region: 'Notifications (F8)',
  dismiss: 'Dismiss notification: {{title}}',
} as const;

export default toasts;
