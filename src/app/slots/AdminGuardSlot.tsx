// Slot for the admin route guard around the founder routes (routes.tsx): the auth feature's guard.
export { AdminGuard as AdminGuardSlot } from '../guards/AdminGuard';
