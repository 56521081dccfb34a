// "Buy" on a plan of /pricing: signed in, it places an order (the plan's price now, in the currency shown) and says
// how it is paid: by bank transfer or cash, recorded by the team, or by card through Stripe Checkout where it is
// set up. Credits arrive only once the payment is recorded or Stripe confirms it. A guest is sent to sign in first.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';
import { signInPathFor, useSession } from '../auth';
import { createOrder, invalidateCredits, startCardCheckout } from './api';

export default function BuyButton({ planId, planName, currency }: { planId: string; planName: string; currency: string }) {
  const { t } = useTranslation('credits');
  const { user } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  // One id per card: pressing again (a double click, a retry) is the same order.
  const orderId = useRef<string>(crypto.randomUUID());
  const [state, setState] = useState<'idle' | 'busy' | 'ordered' | 'failed' | 'cardUnavailable'>('idle');

  const buy = async () => {
    if (!user) return navigate(signInPathFor('/pricing'));
    setState('busy');
    try {
      await createOrder(orderId.current, planId, currency);
      await invalidateCredits(client);
      setState('ordered');
    } catch {
      setState('failed');
    }
  };
  const payByCard = async () => {
    setState('busy');
    const answer = await startCardCheckout(orderId.current);
    if ('url' in answer) window.location.assign(answer.url);
    else setState('cardUnavailable');
  };

  if (state === 'ordered' || state === 'cardUnavailable') {
    return (
      <div className="credits-order" role="status" data-testid="order-placed">
        <p>{t('buy.ordered', { plan: planName })}</p>
        <p>{t('buy.howToPay')}</p>
        {state === 'cardUnavailable' ? (
          <p>{t('buy.cardUnavailable')}</p>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => void payByCard()}>
            {t('buy.payByCard')}
          </button>
        )}
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        aria-label={t('buy.label', { plan: planName })}
        disabled={state === 'busy'}
        onClick={() => void buy()}
      >
        {t('buy.button')}
      </button>
      {state === 'failed' && (
        <p role="alert" className="credits-error">
          {t('buy.failed')}
        </p>
      )}
    </>
  );
}
