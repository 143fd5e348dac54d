import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, setAccessToken, storeSessionForNextPage } from '../../../lib/session-store.ts'
import { openedDialog } from '../../../test/dialogs.ts'
import { startLocalApi } from '../../../test/local-api.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { DeleteAccountDialog } from './delete-account-dialog.tsx'

const profile = (hasPassword: boolean) => ({
  id: 'u-1',
  username: 'leila',
  email: 'leila.gagnon@gmail.com',
  first_name: 'Leila',
  last_name: 'Gagnon',
  phone: '',
  bio: '',
  profile_picture_url: null,
  member_since: '2026-01-10',
  is_verified: true,
  user_type: 'guest',
  language: 'en',
  has_password: hasPassword,
})

beforeEach(() => {
  clearSession()
  storeSessionForNextPage('access-1', { username: 'leila', user_type: 'guest' })
  setAccessToken('access-1')
})

describe('DeleteAccountDialog', () => {
  it('asks an account made with Google for its e-mail, and shows the server’s refusal on it', async () => {
    const api = await startLocalApi({
      'GET /api/profile/': () => ({ body: profile(false) }),
      'DELETE /api/users/me/': () => ({
        status: 400,
        body: {
          code: 'validation_error',
          message: 'Invalid input.',
          fields: { email: 'This is not the e-mail address of your account.' },
        },
      }),
    })
    const { user } = await renderWithApp(<DeleteAccountDialog open onOpenChange={() => {}} />)
    await openedDialog('Delete your account?')
    const email = await screen.findByLabelText('Your e-mail address')
    expect(screen.queryByLabelText('Your password')).toBeNull()
    expect(screen.getByText(/was made with Google and has no password/)).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Delete my account' }))
    expect(await screen.findByText('Type the e-mail address of your account to confirm.')).toBeVisible()
    expect(api.to('/api/users/me/')).toHaveLength(0)

    await user.type(email, 'leila@elsewhere.ca')
    await user.click(screen.getByRole('button', { name: 'Delete my account' }))
    expect(await screen.findByText('This is not the e-mail address of your account.')).toBeVisible()
    const [sent] = api.to('/api/users/me/')
    expect(JSON.parse(sent?.body.toString() ?? '{}')).toEqual({ email: 'leila@elsewhere.ca' })
  })

  it('asks an account with a password for it', async () => {
    await startLocalApi({ 'GET /api/profile/': () => ({ body: profile(true) }) })
    await renderWithApp(<DeleteAccountDialog open onOpenChange={() => {}} />, { language: 'fr' })
    expect(await screen.findByLabelText('Votre mot de passe')).toBeVisible()
    expect(screen.queryByLabelText('Votre adresse courriel')).toBeNull()
  })
})
