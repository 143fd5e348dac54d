import { describe, expect, it } from 'vitest'
import { fieldIssues } from '../messages/zod-issues.ts'
import { ZRegisterRequest } from './accounts.ts'

const valid = {
  username: 'lea.g',
  email: 'Lea@Example.COM',
  password: 'long-enough',
  first_name: 'Léa',
  last_name: 'Gagnon',
  phone: '',
}

describe('ZRegisterRequest', () => {
  it('lower-cases the email and accepts an empty phone', () => {
    const parsed = ZRegisterRequest.parse(valid)
    expect(parsed.email).toBe('lea@example.com')
    expect(parsed.phone).toBe('')
  })

  it('reports message keys with their parameters, one per field', () => {
    const result = ZRegisterRequest.safeParse({
      ...valid,
      username: undefined,
      password: 'short',
      last_name: 'x'.repeat(81),
    })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(fieldIssues(result.error)).toEqual({
      username: { key: 'validation.required', params: {} },
      password: { key: 'validation.passwordMin', params: { min: 8 } },
      last_name: { key: 'validation.tooLong', params: { max: 80 } },
    })
  })

  it('names unknown fields', () => {
    const result = ZRegisterRequest.safeParse({ ...valid, is_admin: true })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(fieldIssues(result.error)).toEqual({ is_admin: { key: 'validation.unknownField', params: {} } })
  })
})
