// The React side of the data layer: the shared query client for the pages that read server data. A page module
// wraps itself (export default withQueryProvider(Page)), so TanStack Query arrives with that page's chunk and the
// route table and the landing page never load it.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { getQueryClient } from './client';

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}

export function withQueryProvider<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQueryProvider(props: P) {
    return (
      <QueryProvider>
        <Page {...props} />
      </QueryProvider>
    );
  }
  WithQueryProvider.displayName = `WithQueryProvider(${Page.displayName || Page.name || 'Page'})`;
  return WithQueryProvider;
}
