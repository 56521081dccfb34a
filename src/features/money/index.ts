export { Price, usePriceRates } from './Price';
export { moneyKeys, moneyQueries } from './api';
export { prerenderedLocale, useVisitorLocale, type VisitorLocale } from './use-visitor-locale';
