import { describe, expect, it } from 'vitest'
import { chatFailure } from './chat-failure.ts'

describe('chatFailure', () => {
  it('reads a 401 as an expired session', () => {
    expect(chatFailure(401, { code: 'unauthorized', message: 'Authentication required' })).toEqual({
      kind: 'sessionExpired',
    })
  })

  it("shows the server's localized message of a 400 or a 429", () => {
    expect(chatFailure(400, { code: 'validation', message: 'Veuillez saisir un message' })).toEqual({
      kind: 'server',
      message: 'Veuillez saisir un message',
    })
    expect(chatFailure(429, { code: 'rate_limited', message: 'Too many requests' })).toEqual({
      kind: 'server',
      message: 'Too many requests',
    })
  })

  it("falls back to 'Failed to get AI response' when the server gives no message", () => {
    expect(chatFailure(500, { code: 'internal' })).toEqual({ kind: 'text', key: 'chat.failed' })
    expect(chatFailure(503, { code: 'ai_unavailable', message: '' })).toEqual({
      kind: 'text',
      key: 'chat.failed',
    })
  })

  it("reads an answer that did not come from the API (the network failure's synthetic 500) as a communication error", () => {
    expect(chatFailure(500, { message: 'The server is unresponsive' })).toEqual({
      kind: 'text',
      key: 'chat.communicationError',
    })
    expect(chatFailure(502, {})).toEqual({ kind: 'text', key: 'chat.communicationError' })
  })
})
