import type { TChatMessage } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { threadMessages } from './thread-messages.ts'

const message = (id: number): TChatMessage => ({
  id,
  conversation_id: 1,
  sender_id: 'u',
  body: `m${id}`,
  created_at: new Date(id * 1000).toISOString(),
  hidden: [],
  payment_warning: false,
})

describe('threadMessages', () => {
  it('lists older pages first and each message once', () => {
    const newest = { results: [message(4), message(5), message(6), message(5)] }
    const older = { results: [message(1), message(2), message(3), message(4)] }
    expect(threadMessages([newest, older]).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('keeps a live arrival in order even when a send answer came after it', () => {
    const newest = { results: [message(1), message(3), message(2)] }
    expect(threadMessages([newest]).map((item) => item.id)).toEqual([1, 2, 3])
  })
})
