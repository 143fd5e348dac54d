import { describe, expect, it } from 'vitest'
import { CHAT_CONVERSATION_KEY } from '../../../lib/storage-keys.ts'
import { createMessage } from './chat-message.ts'
import { loadConversation, saveConversation } from './chat-storage.ts'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('the stored conversation', () => {
  const messages = [
    createMessage('user', 'Un studio?'),
    createMessage('ai', 'Voici deux studios.', { language: 'fr' }),
  ]

  it('comes back after a reload for the same account', () => {
    const storage = memoryStorage()
    saveConversation('guest_demo', messages, storage)
    expect(loadConversation('guest_demo', storage)).toEqual(messages)
  })

  it('is not shown to another account signing in on the same tab', () => {
    const storage = memoryStorage()
    saveConversation('guest_demo', messages, storage)
    expect(loadConversation('someone_else', storage)).toEqual([])
  })

  it('is removed when emptied (Clear chat)', () => {
    const storage = memoryStorage()
    saveConversation('guest_demo', messages, storage)
    saveConversation('guest_demo', [], storage)
    expect(storage.items.has(CHAT_CONVERSATION_KEY)).toBe(false)
  })

  it('starts afresh from unreadable data', () => {
    const storage = memoryStorage()
    storage.setItem(CHAT_CONVERSATION_KEY, '{not json')
    expect(loadConversation('guest_demo', storage)).toEqual([])
    storage.setItem(
      CHAT_CONVERSATION_KEY,
      JSON.stringify({ owner: 'guest_demo', messages: [{ sender: 'bot' }] }),
    )
    expect(loadConversation('guest_demo', storage)).toEqual([])
  })
})
