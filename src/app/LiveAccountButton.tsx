// The account entry once the auth feature has loaded: follows the session (starting it after first paint) and
// signs out through the auth feature's button.
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { hasStoredSession } from '../data/supabase';
import { SignOutButton, sessionAtom, startSessionWhenIdle } from '../features/auth';
import { AccountLinks, type AccountPart } from './AccountLinks';
import { lazySlot } from './slots/lazy-slot';
import './sign-out-rooms';

// A signed-in user's "Messages" link (it opens the live inbox connection): fetched after the first paint, never for a
// guest.
const MessagesLink = lazySlot(() => import('../features/messages/MessagesLink').then((m) => m.default), 'idle');

export default function LiveAccountButton({ onNavigate, part }: { onNavigate?: () => void; part?: AccountPart }) {
  const session = useAtomValue(sessionAtom);
  useEffect(() => startSessionWhenIdle(), []);
  const signedIn = session.loading ? hasStoredSession() : !!session.user;
  return (
    <>
      {part === 'entry' && !!session.user && <MessagesLink />}
      <AccountLinks part={part} signedIn={signedIn} onNavigate={onNavigate} signOut={<SignOutButton />} />
    </>
  );
}
