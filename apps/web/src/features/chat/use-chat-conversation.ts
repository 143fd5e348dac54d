import { useCallback, useEffect, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { clearSession } from '../../lib/session-store.ts'
import { postChat } from './api/post-chat.ts'
import { chatFailure } from './lib/chat-failure.ts'
import { historyFor } from './lib/chat-history.ts'
import { createMessage, type TChatMessage } from './lib/chat-message.ts'
import { loadConversation, saveConversation } from './lib/chat-storage.ts'

/**
 * The conversation of `owner` (the signed-in username; null for a visitor), kept in this tab's
 * sessionStorage. States of spec §4: guest, ready, waiting (a call under way). While waiting the
 * input is disabled; the newest answer is the one being typed out.
 */
export function useChatConversation(owner: string | null) {
  const { t } = useTranslation()
  const [messages, setMessages] = useState<TChatMessage[]>(() =>
    owner === null ? [] : loadConversation(owner),
  )
  const [draft, setDraft] = useState('')
  const [isWaiting, setIsWaiting] = useState(false)
  const [typingId, setTypingId] = useState<string | null>(null)
  const pending = useRef<AbortController | null>(null)

  useEffect(() => {
    if (owner !== null) saveConversation(owner, messages)
  }, [owner, messages])

  // Leaving the page drops the call under way: nobody is left to read its answer.
  useEffect(() => () => pending.current?.abort(), [])

  async function send(text: string): Promise<void> {
    const message = text.trim()
    if (owner === null) {
      toast.error(t('chat.loginToUse'), { id: 'chat-login' })
      return
    }
    if (!message) {
      toast.error(t('chat.emptyMessage'), { id: 'chat-empty' })
      return
    }
    if (isWaiting) return

    const question = createMessage('user', message)
    const history = historyFor(messages)
    setMessages((list) => [...list, question])
    setDraft('')
    setTypingId(null)
    setIsWaiting(true)
    const controller = new AbortController()
    pending.current = controller

    let response: Awaited<ReturnType<typeof postChat>>
    try {
      response = await postChat({ message, history }, controller.signal)
    } catch {
      return // Cancelled by "Clear chat" or by leaving the page, which already reset the state.
    }
    const failure = response.ok ? null : chatFailure(response.status, response.body)
    if (failure?.kind === 'sessionExpired') {
      // Spec §7: a 401 clears the token, and the login overlay shows. Clearing it swaps this
      // screen for the visitor's (the call may already count as cancelled), so the unanswered
      // question is taken out of the stored conversation here.
      saveConversation(
        owner,
        loadConversation(owner).filter((item) => item.id !== question.id),
      )
      clearSession()
      toast.error(t('chat.sessionExpired'), { id: 'chat-session' })
      return
    }
    if (controller.signal.aborted) return
    pending.current = null
    setIsWaiting(false)

    if (response.ok) {
      const { body } = response
      const answer = createMessage('ai', body.response, {
        language: body.language,
        properties: body.properties,
        searchPath: body.search_path,
      })
      setMessages((list) => [...list, answer])
      setTypingId(answer.id)
      return
    }

    // An unanswered question leaves the conversation and goes back into the box, ready to resend.
    setMessages((list) => list.filter((item) => item.id !== question.id))
    setDraft((current) => current || message)
    if (failure?.kind === 'server') toast.error(failure.message, { id: 'chat-failure' })
    else if (failure?.kind === 'text') toast.error(t(failure.key), { id: 'chat-failure' })
  }

  function clear(): void {
    pending.current?.abort()
    pending.current = null
    setMessages([])
    setIsWaiting(false)
    setTypingId(null)
    toast.success(t('chat.cleared'), { id: 'chat-cleared' })
  }

  const finishTyping = useCallback(() => setTypingId(null), [])

  return { messages, draft, setDraft, isWaiting, typingId, finishTyping, send, clear }
}
