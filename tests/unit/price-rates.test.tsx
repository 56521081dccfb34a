// @vitest-environment jsdom
// A list of prices holds one exchange-rates query, not one per row: the list passes its rates to each price. A price
// on its own (a tutor's page) still reads them itself. Both convert the same way. Every reader of the rates (prices,
// the course pages, the booking steps) shares one query key.
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../src/i18n';
import { localeAtom, type LocaleState } from '../../src/features/locale';
import { moneyKeys, moneyQueries, Price } from '../../src/features/money';
import { useExchangeRates } from '../../src/features/courses/api';
import type { ExchangeRate } from '../../src/lib/money';

const RATES: ExchangeRate[] = [{ base: 'USD', quote: 'EUR', rate: 0.5 }];
const PRICES = [1000, 2000, 3000].map((amountMinor) => ({ amountMinor, currency: 'EUR' }));

function setUp() {
  const client = new QueryClient();
  client.setQueryData(moneyKeys.rates(), RATES);
  const store = createStore();
  store.set(localeAtom, { locale: 'en-US', country: 'US', currency: 'USD', timezone: 'America/New_York', source: 'device', useDeviceLocale: true } as LocaleState);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </Provider>
  );
  const observers = () => client.getQueryCache().find({ queryKey: moneyKeys.rates() })?.getObserversCount() ?? 0;
  return { wrapper, observers, client };
}

const shown = async () => (await screen.findAllByTestId('price')).map((el) => `${el.dataset.kind} ${el.textContent}`);

beforeAll(async () => {
  await initI18n('en-US');
  await loadNamespaces(['data']);
});
afterEach(cleanup);

describe('<Price>', () => {
  it('in a list, uses the rates it is given and holds no query of its own', async () => {
    const { wrapper, observers } = setUp();
    render(
      <ul>
        {PRICES.map((money) => (
          <li key={money.amountMinor}>
            <Price money={money} rates={RATES} />
          </li>
        ))}
      </ul>,
      { wrapper },
    );
    expect(await shown()).toEqual([expect.stringMatching(/^approximate ≈ \$20\b/), expect.stringMatching(/^approximate ≈ \$40\b/), expect.stringMatching(/^approximate ≈ \$60\b/)]);
    expect(observers()).toBe(0);
  });

  it('on its own, reads the rates itself and converts them the same way', async () => {
    const { wrapper, observers } = setUp();
    render(<Price money={PRICES[0]} />, { wrapper });
    expect(await shown()).toEqual([expect.stringMatching(/^approximate ≈ \$20\b/)]);
    expect(observers()).toBe(1);
  });

  it('shares one query with the course pages: one key for the exchange rates', async () => {
    const { wrapper, observers, client } = setUp();
    function CourseRates() {
      return <span data-testid="course-rates">{useExchangeRates().data?.length}</span>;
    }
    render(
      <>
        <Price money={PRICES[0]} />
        <CourseRates />
      </>,
      { wrapper },
    );
    expect(await shown()).toEqual([expect.stringMatching(/^approximate ≈ \$20\b/)]);
    expect((await screen.findByTestId('course-rates')).textContent).toBe('1');
    expect(observers()).toBe(2);
    expect(client.getQueryCache().getAll().map((q) => q.queryKey)).toEqual([moneyKeys.rates()]);
    expect(moneyQueries.rates().queryKey).toEqual(moneyKeys.rates());
  });
});
