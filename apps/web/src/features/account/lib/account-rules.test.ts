import { describe, expect, it } from 'vitest'
import { checkChangePassword } from './check-change-password.ts'
import { checkProfile } from './check-profile.ts'
import { checkProfilePicture } from './check-profile-picture.ts'

const MB = 1024 * 1024

describe('profile picture', () => {
  it('accepts a JPG or PNG up to 2 MB', () => {
    expect(checkProfilePicture({ name: 'me.png', type: 'image/png', size: 2 * MB })).toBeNull()
    expect(checkProfilePicture({ name: 'me.JPG', type: 'image/jpeg', size: 1000 })).toBeNull()
    expect(checkProfilePicture({ name: 'me.jpeg', type: '', size: 1000 })).toBeNull()
  })

  it('refuses other types and larger files', () => {
    expect(checkProfilePicture({ name: 'me.gif', type: 'image/gif', size: 10 })?.key).toBe(
      'profile.pictureType',
    )
    expect(checkProfilePicture({ name: 'me.webp', type: '', size: 10 })?.key).toBe('profile.pictureType')
    expect(checkProfilePicture({ name: 'me.png', type: 'image/png', size: 2 * MB + 1 })?.key).toBe(
      'profile.pictureSize',
    )
  })
})

describe('profile check', () => {
  const valid = { username: 'marie_t', first_name: 'Marie', last_name: 'Tremblay', phone: '', bio: '' }

  it('passes a valid profile, with an empty phone and bio', () => {
    expect(checkProfile(valid)).toEqual({ fields: {} })
  })

  it('reports each invalid field with its shared message key', () => {
    const result = checkProfile({ ...valid, first_name: ' ', username: 'a b', phone: 'abc' })
    expect(result.fields.first_name?.key).toBe('validation.required')
    expect(result.fields.username?.key).toBe('validation.username')
    expect(result.fields.phone?.key).toBe('validation.phone')
  })
})

describe('change password check', () => {
  it('needs the current password, 8 characters and a matching confirmation', () => {
    expect(
      checkChangePassword({
        current_password: 'old',
        new_password: 'long-enough',
        confirm_password: 'long-enough',
      }),
    ).toEqual({ fields: {} })
    const result = checkChangePassword({
      current_password: '',
      new_password: 'short',
      confirm_password: 'other',
    })
    expect(result.fields.current_password?.key).toBe('validation.required')
    expect(result.fields.new_password?.key).toBe('validation.passwordMin')
    expect(result.fields.confirm_password?.key).toBe('validation.passwordMismatch')
  })
})
