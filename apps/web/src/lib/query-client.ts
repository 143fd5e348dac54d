import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-error.ts'

/** A 4xx will not change by asking again; network and server failures get two more tries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
})
