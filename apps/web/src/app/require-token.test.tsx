import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { ROUTES } from '../lib/routes.ts'
import { clearSession, setAccessToken } from '../lib/session-store.ts'
import { RequireToken } from './require-token.tsx'

function renderPanel() {
  const router = createMemoryRouter(
    [
      { path: ROUTES.home, element: <p>Home page</p> },
      { path: ROUTES.login, element: <p>Login page</p> },
      { element: <RequireToken />, children: [{ path: ROUTES.userPanel, element: <p>Panel</p> }] },
    ],
    { initialEntries: [ROUTES.userPanel] },
  )
  render(<RouterProvider router={router} />)
  return router
}

afterEach(() => clearSession())

describe('RequireToken', () => {
  it('shows the panel with a token, and sends a visitor whose session expired to /login', async () => {
    setAccessToken('token')
    const router = renderPanel()
    expect(await screen.findByText('Panel')).toBeTruthy()
    act(() => clearSession())
    expect(await screen.findByText('Login page')).toBeTruthy()
    expect(router.state.location.pathname).toBe(ROUTES.login)
  })

  it('leads home, not to /login, when the visitor logged out on purpose', async () => {
    setAccessToken('token')
    const router = renderPanel()
    expect(await screen.findByText('Panel')).toBeTruthy()
    act(() => clearSession({ byLogout: true }))
    expect(await screen.findByText('Home page')).toBeTruthy()
    expect(router.state.location.pathname).toBe(ROUTES.home)
  })

  it('forgets the logout once a new session starts', async () => {
    clearSession({ byLogout: true })
    setAccessToken('token')
    const router = renderPanel()
    expect(await screen.findByText('Panel')).toBeTruthy()
    act(() => clearSession())
    expect(await screen.findByText('Login page')).toBeTruthy()
    expect(router.state.location.pathname).toBe(ROUTES.login)
  })
})
