import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AuthDialogsProvider } from '../features/auth/index.ts'

type TRenderOptions = { language?: 'en' | 'fr'; path?: string }

/**
 * Renders a component as the app holds it: a query client of its own (no retries, so a refusal
 * shows at once), a router at `path`, the auth dialogs' state, and the chosen language. Returns
 * Testing Library's queries, a user-event session and the router (its location is the app's URL).
 */
export async function renderWithApp(ui: ReactNode, { language = 'en', path = '/' }: TRenderOptions = {}) {
  await i18next.changeLanguage(language)
  // No garbage-collection timers either (gcTime): the page is done once its requests are.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false, gcTime: Number.POSITIVE_INFINITY },
    },
  })
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] })
  // No pause between keystrokes: a test waits for what it expects, never for time.
  const user = userEvent.setup({ delay: null })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthDialogsProvider>
        <RouterProvider router={router} />
      </AuthDialogsProvider>
    </QueryClientProvider>,
  )
  return { ...view, user, router }
}
