// Which developer page a path is: the math lab and graph test routes share one module.
import type pages from '../../i18n/locales/en-US/pages';

export type DevLabPageKey = keyof typeof pages.dev.pages;

const BY_SLUG: Record<string, DevLabPageKey> = {
  'math-lab': 'mathLab',
  graph: 'graph',
  'graph-test': 'graphTest',
  'graph-debug': 'graphDebug',
  'graph-test-simple': 'graphTestSimple',
  'math-and-graph-test': 'mathAndGraphTest',
  'math-only-test': 'mathOnlyTest',
  'graph-component-test': 'graphComponentTest',
  'equation-graph-direct-test': 'equationGraphDirectTest',
  'graph-debug-live': 'graphDebugLive',
  'graph-normalize-test': 'graphNormalizeTest',
  'graph-enhanced-test': 'graphEnhancedTest',
  'bulletproof-graph-test': 'bulletproofGraphTest',
};

export function devLabPageFor(pathname: string): DevLabPageKey {
  const slug = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return BY_SLUG[slug] ?? 'mathLab';
}

/**
 * /dev/graph-debug-live?crash=1 throws while rendering, on purpose: it lets tests (and developers) check the crash
 * screen against a real render error. Harmless in production: a developer page, only on that query.
 */
export function shouldCrash(pathname: string, search: URLSearchParams): boolean {
  return devLabPageFor(pathname) === 'graphDebugLive' && search.get('crash') === '1';
}
