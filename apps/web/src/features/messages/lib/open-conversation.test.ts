import { describe, expect, it } from 'vitest'
import { conversationOfLink } from './open-conversation.ts'

describe('conversationOfLink', () => {
  it('reads the conversation a notice links to', () => {
    expect(conversationOfLink('/cohost-panel/messages?conversation=12')).toBe(12)
    expect(conversationOfLink('/user-panel/messages?tab=x&conversation=3')).toBe(3)
  })

  it('is null for other links and odd values', () => {
    expect(conversationOfLink(null)).toBeNull()
    expect(conversationOfLink('/user-panel/reservations?booking=4')).toBeNull()
    expect(conversationOfLink('/user-panel/messages?conversation=abc')).toBeNull()
    expect(conversationOfLink('/user-panel/messages?conversation=-2')).toBeNull()
  })
})
