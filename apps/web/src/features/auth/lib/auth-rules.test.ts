import { describe, expect, it } from 'vitest'
import { checkLogin, loginPayload } from './check-login.ts'
import { checkResetPassword } from './check-reset-password.ts'
import { checkSignup, signupPayload, type TSignupValues } from './check-signup.ts'
import { displayName } from './display-name.ts'
import { shouldReloadInPlace } from './login-redirect.ts'
import { panelPathFor } from './panel-path.ts'

describe('after a login', () => {
  it.each([
    ['/house/42', true],
    ['/House/42', true],
    ['/HOUSE/', true],
    ['/house', false],
    ['/', false],
    ['/login', false],
    ['/user-panel/profile', false],
    ['/warehouse/1', false],
  ])('%s reloads in place: %s', (path, expected) => {
    expect(shouldReloadInPlace(path)).toBe(expected)
  })
})

describe('the profile chip name', () => {
  it('prefers the loaded user, then the stored username, then the fallback', () => {
    expect(displayName('marie', 'old', 'User')).toBe('marie')
    expect(displayName(undefined, 'stored', 'User')).toBe('stored')
    expect(displayName(null, '  ', 'User')).toBe('User')
    expect(displayName('', null, 'Utilisateur')).toBe('Utilisateur')
  })
})

describe('my panel', () => {
  it('sends co-hosts to the co-host panel and everyone else to the user panel', () => {
    expect(panelPathFor('co-host')).toBe('/cohost-panel')
    expect(panelPathFor('guest')).toBe('/user-panel')
    expect(panelPathFor('admin')).toBe('/user-panel')
    expect(panelPathFor(null)).toBe('/user-panel')
  })
})

describe('login check', () => {
  it('asks for both fields', () => {
    expect(checkLogin({ email: ' ', password: 'x' }).formError?.key).toBe('auth.fillAllFields')
    expect(checkLogin({ email: 'a@b.ca', password: '' }).formError?.key).toBe('auth.fillAllFields')
  })

  it('checks the email format with the shared schema', () => {
    expect(checkLogin({ email: 'not-an-email', password: 'x' }).fields.email?.key).toBe('validation.email')
    expect(checkLogin({ email: 'A@B.ca', password: 'x' })).toEqual({ fields: {} })
  })

  it('lowercases the email', () => {
    expect(loginPayload({ email: ' Marie@Example.CA ', password: 'Secret' })).toEqual({
      email: 'marie@example.ca',
      password: 'Secret',
    })
  })
})

describe('signup check', () => {
  const valid: TSignupValues = {
    username: 'marie_t',
    first_name: 'Marie',
    last_name: 'Tremblay',
    email: 'Marie@Example.ca',
    password: 'long-enough',
    confirm_password: 'long-enough',
  }

  it('passes a complete form', () => {
    expect(checkSignup(valid)).toEqual({ fields: {} })
  })

  it.each(['username', 'first_name', 'last_name', 'email', 'password', 'confirm_password'] as const)(
    'asks for all fields when %s is empty',
    (name) => {
      expect(checkSignup({ ...valid, [name]: '' }).formError?.key).toBe('auth.fillAllFields')
    },
  )

  it('checks that the passwords match before their length', () => {
    const result = checkSignup({ ...valid, password: 'short', confirm_password: 'other' })
    expect(result.fields).toEqual({ confirm_password: { key: 'validation.passwordMismatch', params: {} } })
  })

  it('asks for 8 characters', () => {
    const result = checkSignup({ ...valid, password: 'short', confirm_password: 'short' })
    expect(result.fields.password?.key).toBe('validation.passwordMin')
  })

  it('lowercases the email and sends an empty phone', () => {
    expect(signupPayload(valid)).toMatchObject({ email: 'marie@example.ca', phone: '' })
  })
})

describe('reset password check', () => {
  it('needs 8 characters and a matching confirmation', () => {
    expect(checkResetPassword({ password: 'long-enough', confirm_password: 'long-enough' })).toEqual({
      fields: {},
    })
    expect(checkResetPassword({ password: 'short', confirm_password: 'short' }).fields.password?.key).toBe(
      'validation.passwordMin',
    )
    expect(
      checkResetPassword({ password: 'long-enough', confirm_password: 'nope' }).fields.confirm_password?.key,
    ).toBe('validation.passwordMismatch')
    expect(checkResetPassword({ password: '', confirm_password: '' }).fields).toMatchObject({
      password: { key: 'validation.required' },
      confirm_password: { key: 'validation.required' },
    })
  })
})
