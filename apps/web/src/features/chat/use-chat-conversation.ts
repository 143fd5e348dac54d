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
 * Settles a question in the stored conversation once this screen is gone (the reader left, or
 * the session ended): its answer joins it, or an unanswered question leaves it. A conversation
 * cleared meanwhile no longer holds the question and stays as it is.
 */
function settleStored(owner: string, question: TChatMessage, answer: TChatMessage | null) {
  const stored = loadConversation(owner)
  if (!stored.some((item) => item.id === question.id)) return
  saveConversation(owner, answer ? [...stored, answer] : stored.filter((item) => item.id !== question.id))
}

/**
 * The conversation of `owner` (the signed-in username; null for a visitor), kept in this tab's
 * sessionStorage. States: guest, ready, waiting (a call under way). While waiting the
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
  // The call whose answer the screen waits for; "Clear chat" or leaving the page forgets it.
  const awaited = useRef<symbol | null>(null)

  useEffect(() => {
    if (owner !== null) saveConversation(owner, messages)
  }, [owner, messages])

  useEffect(
    () => () => {
      awaited.current = null
    },
    [],
  )

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
    const call = Symbol('chat call')
    awaited.current = call

    // Not cancelled on leaving: the answer still joins the stored conversation (settleStored).
    const response = await postChat({ message, history })
    const answer = response.ok
      ? createMessage('ai', response.body.response, {
          language: response.body.language,
          properties: response.body.properties,
          searchPath: response.body.search_path,
        })
      : null
    const failure = response.ok ? null : chatFailure(response.status, response.body)

    if (failure?.kind === 'sessionExpired') {
      // Spec §7: a 401 clears the token and the login overlay shows. That swaps this screen for
      // the visitor's, so the unanswered question is settled in storage rather than in state.
      settleStored(owner, question, null)
      clearSession()
      toast.error(t('chat.sessionExpired'), { id: 'chat-session' })
      return
    }
    if (awaited.current !== call) {
      settleStored(owner, question, answer)
      return
    }
    awaited.current = null
    setIsWaiting(false)

    if (answer) {
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
    awaited.current = null
    setMessages([])
    setIsWaiting(false)
    setTypingId(null)
    toast.success(t('chat.cleared'), { id: 'chat-cleared' })
  }

  const finishTyping = useCallback(() => setTypingId(null), [])

  return { messages, draft, setDraft, isWaiting, typingId, finishTyping, send, clear }
}
