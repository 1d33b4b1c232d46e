import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Outlet } from 'react-router'

// One client for the whole app. It is provided by the lazily loaded parts that fetch (every page but the
// landing page, and the landing page's forms), so the landing page's first load does not carry it.
export const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } })

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

/** The layout route around every lazily loaded page. */
export function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  )
}
