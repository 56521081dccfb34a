// Signs out (once: repeated clicks while it runs are ignored by the sign-out itself and the disabled button).
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { signOut } from '../session';

export function SignOutButton({ className = 'button button--ghost' }: { className?: string }) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      aria-busy={pending}
      onClick={() => {
        setPending(true);
        void signOut();
      }}
    >
      {pending ? t('signOut.pending') : t('signOut.submit')}
    </button>
  );
}
