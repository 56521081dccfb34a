// React binding of ./index, with the call shapes of react-i18next: `const { t, i18n, ready } = useTranslation('faq')`.
// Components re-render when the language changes or a namespace arrives. A namespace not loaded yet suspends the
// component (the nearest Suspense shows its fallback), unless `{ useSuspense: false }`: then `ready` is false,
// the load starts, and `t` answers with what there is (English, or the key).
import { useMemo, useSyncExternalStore } from 'react';
import type { DefaultNamespace, FlatNamespace, TFunction } from 'i18next';
import { fixedT, getVersion, hasLoadedNamespace, i18n, loadNamespaces, subscribe, type I18n } from './index';

export interface UseTranslationOptions {
  useSuspense?: boolean;
}

export interface UseTranslationResponse<Ns extends FlatNamespace> {
  t: TFunction<Ns>;
  i18n: I18n;
  ready: boolean;
}

// One load per language × namespace while it runs, so re-renders (and suspended retries) wait on the same promise.
const loading = new Map<string, Promise<void>>();

function loadOnce(namespace: string): Promise<void> {
  const id = `${i18n.language}|${namespace}`;
  let load = loading.get(id);
  if (!load) {
    load = loadNamespaces([namespace]).finally(() => loading.delete(id));
    loading.set(id, load);
  }
  return load;
}

export function useTranslation<const Ns extends FlatNamespace = DefaultNamespace>(
  ns?: Ns,
  options: UseTranslationOptions = {},
): UseTranslationResponse<Ns> {
  const namespace: string = ns ?? 'common';
  const snapshot = () => getVersion(namespace);
  const version = useSyncExternalStore(subscribe, snapshot, snapshot);
  // A new function whenever the texts may have changed, so effects that depend on `t` run again.
  const t = useMemo(() => fixedT(namespace), [namespace, version]) as unknown as TFunction<Ns>;
  const ready = hasLoadedNamespace(namespace);
  if (!ready) {
    const load = loadOnce(namespace);
    if (options.useSuspense !== false) throw load;
  }
  return { t, i18n, ready };
}
