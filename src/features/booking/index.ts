// The booking feature's public surface for the dashboard.
export { MySessions } from './MySessions';
export { ProfileName } from './ProfileName';
