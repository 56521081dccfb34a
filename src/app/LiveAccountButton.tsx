// The account entry once the auth feature has loaded: follows the session (starting it after first paint) and
// signs out through the auth feature's button.
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { hasStoredSession } from '../data/supabase';
import { SignOutButton, sessionAtom, startSessionWhenIdle } from '../features/auth';
import { AccountLinks, type AccountPart } from './AccountLinks';
import './sign-out-rooms';

export default function LiveAccountButton({ onNavigate, part }: { onNavigate?: () => void; part?: AccountPart }) {
  const session = useAtomValue(sessionAtom);
  useEffect(() => startSessionWhenIdle(), []);
  const signedIn = session.loading ? hasStoredSession() : !!session.user;
  return <AccountLinks part={part} signedIn={signedIn} onNavigate={onNavigate} signOut={<SignOutButton />} />;
}
