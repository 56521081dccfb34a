// The auth feature's public surface for the shell and other features.
export { sessionAtom, userAtom, sessionLoadingAtom, startSession, startSessionWhenIdle, signOut } from './session';
export type { SessionUser, SessionState, AssuranceLevel } from './session-store';
export { useSession, useSettledSession } from './use-session';
export { SignOutButton } from './components/SignOutButton';
export { signInPathFor, pickAfterSignIn, safeLocalPath } from './safe-redirect';
export { useRole } from './use-role';
export { useAdminAccess } from './use-admin-access';
export type { AdminAccess } from './admin-access';
export { reportDeniedAccess } from './report-denied-access';
export type { Role, RoleInfo } from './roles';
export type { UserCheck } from './verify-user';
/** Asks the auth service who the user is (loaded on first use: the shell every visitor fetches does not carry it). */
export const checkUserWithServer = (userId: string) => import('./verify-user').then((m) => m.verifyUser(userId));
