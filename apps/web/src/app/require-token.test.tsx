import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { ROUTES } from '../lib/routes.ts'
import { beginLogout, clearSession, readSession, setAccessToken } from '../lib/session-store.ts'
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

  it('leads home when a request refused during the logout clears the session before the logout does', async () => {
    setAccessToken('token')
    const router = renderPanel()
    expect(await screen.findByText('Panel')).toBeTruthy()
    // The server ended the session on the logout call; the panel's request was refused meanwhile,
    // and its failed refresh cleared the session (api-client.ts) before the logout finished.
    beginLogout()
    act(() => clearSession())
    expect(await screen.findByText('Home page')).toBeTruthy()
    expect(router.state.location.pathname).toBe(ROUTES.home)
  })

  it('keeps a logout a logout when a late refusal clears the ended session again', () => {
    setAccessToken('token')
    clearSession({ byLogout: true })
    clearSession()
    expect(readSession().endedByLogout).toBe(true)
    // While an expiry, with no logout, is still one.
    setAccessToken('token')
    clearSession()
    expect(readSession().endedByLogout).toBe(false)
  })
})
