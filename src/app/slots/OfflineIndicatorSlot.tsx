// Layout slot: indicator shown while the device is offline (PWA feature).
export { OfflineIndicator as OfflineIndicatorSlot } from '../../features/pwa/OfflineIndicator';
