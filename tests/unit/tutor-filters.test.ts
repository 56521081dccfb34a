// The directory's filters in the address: what is understood, what is refused, and the way back to an address.
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersToParams, parseFilters, toSearch } from '../../src/features/tutors/filters';
import { groupByDay, initials } from '../../src/features/tutors/format';

const parse = (search: string) => parseFilters(new URLSearchParams(search));

describe('parseFilters', () => {
  it('reads every filter', () => {
    expect(parse('?subject=computer-science&lang=ES&max=45.5&q=  maths   exam &available=week&sort=price&page=3')).toEqual({
      filters: { subject: 'computer-science', lang: 'es', max: '45.5', q: 'maths exam', availableWeek: true, sort: 'price', page: 3 },
      rejected: [],
    });
  });
  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual({ filters: DEFAULT_FILTERS, rejected: [] });
    expect(parse('?subject=&q=%20&max=')).toEqual({ filters: DEFAULT_FILTERS, rejected: [] });
  });
  it('drops hostile or malformed values and says which', () => {
    const { filters, rejected } = parse(
      `?subject=${encodeURIComponent("'; drop table tutors;--")}&lang=english&max=-5&q=${'x'.repeat(101)}&available=yes&sort=name&page=0`,
    );
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(rejected.sort()).toEqual(['available', 'lang', 'max', 'page', 'q', 'sort', 'subject']);
    expect(parse('?page=99999999999999999999').rejected).toEqual(['page']);
    expect(parse('?page=1.5').rejected).toEqual(['page']);
    expect(parse('?max=1e9').rejected).toEqual(['max']);
    expect(parse('?max=NaN').rejected).toEqual(['max']);
    expect(parse('?q=%00abc').rejected).toEqual(['q']);
  });
  it('keeps text search text as typed (the server treats it as text, % and _ included)', () => {
    expect(parse('?q=100%25_<script>').filters.q).toBe('100%_<script>');
  });
});

describe('filtersToParams', () => {
  it('round-trips and leaves defaults out', () => {
    const search = '?subject=physics&lang=fr&max=40&q=bac&available=week&sort=soonest&page=2';
    expect(`?${filtersToParams(parse(search).filters)}`).toBe(search);
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });
});

describe('toSearch', () => {
  it('turns the maximum into minor units of the visitor currency', () => {
    expect(toSearch({ ...DEFAULT_FILTERS, max: '45' }, 'EUR')).toMatchObject({ maxMinor: 4500, currency: 'EUR', sort: 'rating', page: 1 });
    expect(toSearch(DEFAULT_FILTERS, 'COP').maxMinor).toBeUndefined();
  });
});

describe('display helpers', () => {
  it('makes initials', () => {
    expect(initials('Valentina Gómez')).toBe('VG');
    expect(initials('Juan Pablo Restrepo')).toBe('JR');
    expect(initials('Cher')).toBe('C');
    expect(initials('  ')).toBe('?');
  });
  it('groups slots by the visitor local day', () => {
    const slots = [{ startsAt: '2026-11-24T04:00:00.000Z' }, { startsAt: '2026-11-24T06:00:00.000Z' }, { startsAt: '2026-11-24T14:00:00.000Z' }];
    // 04:00Z is still the 23rd in Bogotá (UTC-5); 06:00Z and 14:00Z are the 24th.
    expect(groupByDay(slots, 'America/Bogota').map((g) => [g.day, g.slots.length])).toEqual([
      ['2026-11-23', 1],
      ['2026-11-24', 2],
    ]);
    expect(groupByDay(slots, 'Europe/Paris').map((g) => [g.day, g.slots.length])).toEqual([['2026-11-24', 3]]);
  });
});
