// Layout slot: indicator shown while the device is offline (PWA feature), mounted after first paint.
import { lazySlot } from './lazy-slot';

export const OfflineIndicatorSlot = lazySlot(() => import('../../features/pwa/OfflineIndicator').then((m) => m.OfflineIndicator), 'idle');
