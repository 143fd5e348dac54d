import { describe, expect, it } from 'vitest'
import { createHmacSigner } from './hmac.ts'

describe('createHmacSigner', () => {
  const signer = createHmacSigner('a-secret-of-at-least-thirty-two-chars', 'file-link')

  it('verifies its own signature of the same parts', () => {
    const signature = signer.sign('42.1700000000000')
    expect(signer.verify(signature, '42.1700000000000')).toBe(true)
    expect(signer.verify(signer.sign('a', Buffer.from('b')), 'a', Buffer.from('b'))).toBe(true)
  })

  it('refuses other parts, a tampered signature and a signature made for another purpose', () => {
    const signature = signer.sign('42.1700000000000')
    expect(signer.verify(signature, '43.1700000000000')).toBe(false)
    expect(signer.verify(`${signature.slice(0, -1)}A`, '42.1700000000000')).toBe(false)
    expect(signer.verify('', '42.1700000000000')).toBe(false)
    const other = createHmacSigner('a-secret-of-at-least-thirty-two-chars', 'events')
    expect(other.verify(signature, '42.1700000000000')).toBe(false)
  })

  it('writes hex when asked, as webhook signatures are', () => {
    expect(createHmacSigner('s', '', 'hex').sign('x')).toMatch(/^[0-9a-f]{64}$/)
  })
})
