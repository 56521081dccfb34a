// Pages for signed-in users only: a guest is sent to /auth and comes back here after signing in.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { signInPathFor, useSettledSession } from '../../features/auth';
import { LoadingSpinner } from '../LoadingSpinner';

export function RequireAuth() {
  const { settled, user } = useSettledSession();
  const location = useLocation();
  if (!settled) return <LoadingSpinner />;
  if (!user) return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
