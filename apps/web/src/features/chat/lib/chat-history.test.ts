import { CHAT_HISTORY_LENGTH } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { historyFor } from './chat-history.ts'
import { createMessage } from './chat-message.ts'

const conversation = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    createMessage(index % 2 === 0 ? 'user' : 'ai', `message ${index + 1}`, {
      properties: [],
      searchPath: '/?location=Montreal',
    }),
  )

describe('historyFor', () => {
  it('sends every turn of a short conversation, sender and content only', () => {
    expect(historyFor(conversation(3))).toEqual([
      { sender: 'user', content: 'message 1' },
      { sender: 'ai', content: 'message 2' },
      { sender: 'user', content: 'message 3' },
    ])
  })

  it('keeps only the last ten turns of a long one', () => {
    const history = historyFor(conversation(13))
    expect(CHAT_HISTORY_LENGTH).toBe(10)
    expect(history).toHaveLength(10)
    expect(history[0]).toEqual({ sender: 'ai', content: 'message 4' })
    expect(history.at(-1)).toEqual({ sender: 'user', content: 'message 13' })
  })

  it('is empty at the start', () => {
    expect(historyFor([])).toEqual([])
  })

  it('cuts a very long turn to what the server accepts', () => {
    const long = createMessage('ai', 'x'.repeat(5000))
    expect(historyFor([long])[0]?.content).toHaveLength(4000)
  })
})
