import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router/dom'
import { AuthDialogsProvider } from '../features/auth/index.ts'
import { queryClient } from '../lib/query-client.ts'
import { AppToaster } from './app-toaster.tsx'
import { router } from './browser-router.ts'

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthDialogsProvider>
        <RouterProvider router={router} />
        <AppToaster />
      </AuthDialogsProvider>
    </QueryClientProvider>
  )
}
