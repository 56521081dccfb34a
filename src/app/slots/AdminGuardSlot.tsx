// Slot for the admin route guard around the founder routes. Renders the founder page as is until the auth
// feature provides its guard here.
import { Outlet } from 'react-router-dom';

export function AdminGuardSlot() {
  return <Outlet />;
}
