// Document title per page: the deepest matched route's `handle.title` (a key of common:titles), as 'Mission · Summit'.
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../i18n/react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import type common from '../i18n/locales/en-US/common';

export type TitleKey = keyof typeof common.titles;
type TitleHandle = { title?: TitleKey };

/** 'Mission' → 'Mission · Summit'; the home page has its own full title. Kept pure for testing. */
export function formatTitle(title: string, suffix: (title: string) => string, isHome: boolean): string {
  return isHome ? title : suffix(title);
}

export function useRouteTitle(routes: RouteObject[]): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  // Matching ranks the whole route table: once per address, not on every render of the shell.
  const key = useMemo(() => {
    const matches = matchRoutes(routes, pathname) ?? [];
    return [...matches].reverse().map((m) => (m.route.handle as TitleHandle | undefined)?.title).find(Boolean);
  }, [routes, pathname]);
  useEffect(() => {
    if (!key) return;
    document.title = formatTitle(t(`titles.${key}`), (title) => t('titles.suffix', { title }), key === 'home');
  }, [key, t, i18n.language]);
}
