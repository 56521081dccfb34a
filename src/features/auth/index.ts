// The auth feature's public surface for the shell and other features.
export { sessionAtom, userAtom, sessionLoadingAtom, startSession, startSessionWhenIdle, signOut } from './session';
export type { SessionUser, SessionState } from './session-store';
export { useSession, useSettledSession } from './use-session';
export { SignOutButton } from './components/SignOutButton';
export { isAllowListed } from './admin-allow-list';
export { signInPathFor, pickAfterSignIn, safeLocalPath } from './safe-redirect';
export { useRoleInfo } from './use-role';
