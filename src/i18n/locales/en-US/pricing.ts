// The pricing page. Plan amounts are set per currency by the team; a plan without an amount in the visitor's
// currency shows another currency, labelled.
const pricing = {
  lead: 'Pay per session or save with a pack. Prices are set in each currency, so what you see is what you pay.',
  label: 'Plans',
  loading: 'Loading...',
  currencyNote: 'Prices in {{currency}}. Change the currency in Language & Region.',
  sessions: '{{sessions}} sessions of {{minutes}} minutes',
  session: 'One session of {{minutes}} minutes',
  perSession: '{{amount}} per session',
  billing: { once: 'One payment', monthly: 'per month' },
  fallback: 'Not offered in {{wanted}}: price shown in {{shown}}',
  noPrice: 'Price on request',
  choose: 'Find a tutor',
  empty: 'No plans are available right now.',
  offline: 'You are offline and the plans have not been loaded on this device yet.',
} as const;

export default pricing;
