// @vitest-environment jsdom
// The data block of a catalogue page prerendered with its data: written safely at build time, read once by the
// page's query client, which starts from it and refreshes it (src/lib/page-data.ts, src/data/query/client.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';

const TUTOR = { id: 't1', fullName: 'Ana </script><script>alert(1)</script> <!-- x', bio: 'line\u2028next' };
const QUERY_STATE = {
  mutations: [],
  queries: [{ queryKey: ['tutors', 'detail', 't1'], queryHash: '["tutors","detail","t1"]', state: { data: TUTOR, dataUpdatedAt: 1_000, status: 'success', fetchStatus: 'idle', error: null, errorUpdatedAt: 0, dataUpdateCount: 1, errorUpdateCount: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false } }],
};

async function fresh() {
  vi.resetModules();
  return { data: await import('../../src/lib/page-data'), query: await import('../../src/data/query/client') };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the page data block', () => {
  it('holds markup-like text without ending the script, and reads back exactly', async () => {
    const { data } = await fresh();
    const script = data.pageDataScript(QUERY_STATE);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    document.body.innerHTML = script;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(data.hasPageData()).toBe(true);
    expect(data.takePageData()).toEqual(QUERY_STATE);
  });

  it('is read once: a later reader starts empty', async () => {
    const { data } = await fresh();
    document.body.innerHTML = data.pageDataScript(QUERY_STATE);
    expect(data.takePageData()).not.toBeNull();
    expect(data.takePageData()).toBeNull();
  });

  it('unreadable JSON is reported and ignored', async () => {
    const { data } = await fresh();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<script type="application/json" id="${data.PAGE_DATA_ID}">{"queries": [</script>`;
    expect(data.takePageData()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a page without one has no data; the build marks the page it renders with data', async () => {
    const { data } = await fresh();
    expect(data.hasPageData()).toBe(false);
    data.setRenderingWithData(true);
    expect(data.hasPageData()).toBe(true);
    data.setRenderingWithData(false);
    expect(data.hasPageData()).toBe(false);
  });
});

describe('the query client of such a page', () => {
  it('starts from the data with its build time, marked for a refresh on mount', async () => {
    const { data, query } = await fresh();
    document.body.innerHTML = data.pageDataScript(QUERY_STATE);
    const client = query.getQueryClient();
    const cached = client.getQueryCache().find({ queryKey: ['tutors', 'detail', 't1'] })!;
    expect(cached.state.data).toEqual(TUTOR);
    expect(cached.state.dataUpdatedAt).toBe(1_000);
    expect(cached.state.isInvalidated).toBe(true);
    expect(cached.isStaleByTime(60 * 60_000)).toBe(true);
  });

  it('data that does not fit the cache is reported, and the client starts empty', async () => {
    const { data, query } = await fresh();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = data.pageDataScript({ queries: 'not a list' });
    const client = query.getQueryClient();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('without a data block the client starts empty', async () => {
    const { query } = await fresh();
    expect(query.getQueryClient().getQueryCache().getAll()).toHaveLength(0);
  });
});
