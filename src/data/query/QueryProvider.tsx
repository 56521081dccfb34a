// The React side of the data layer: the shared query client for the pages that read server data. Mounted by
// those pages' route entries (app/lazy-page.ts), so the landing page never loads TanStack Query.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from './client';

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
