// The credits feature's public surface: lazy pieces other features place (the pricing card's "Buy", the
// dashboard's "Lesson credits", the founder hub's figures and orders, the note in the booking's cancel dialog).
import { lazy } from 'react';

export const BuyButton = lazy(() => import('./BuyButton'));
export const CreditsSection = lazy(() => import('./CreditsSection'));
export const FounderCredits = lazy(() => import('./FounderCredits'));
export const CancelCreditNote = lazy(() => import('./CancelCreditNote'));

/** Every credits read: a booking made, cancelled or moved changes the balance, so the booking feature renews them. */
export const allCreditsKey = ['credits'] as const;
