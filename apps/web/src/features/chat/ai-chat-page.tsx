import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useStoredSession } from '../../lib/use-stored-session.ts'
import { useSession } from '../auth/index.ts'
import { ChatScreen } from './chat-screen.tsx'

/**
 * /ai-chat: the AI room finder, without header or footer. Each account gets its own
 * conversation: the screen starts afresh when who is signed in changes (login, logout, a 401).
 */
export function AiChatPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('chat.title'))
  const session = useSession()
  const stored = useStoredSession()
  const owner = session.isSignedIn ? (stored.username ?? '') : null

  const [hasSessionEnded, setHasSessionEnded] = useState(false)
  const previousOwner = useRef(owner)
  useEffect(() => {
    if (previousOwner.current !== null && owner === null) setHasSessionEnded(true)
    previousOwner.current = owner
  }, [owner])

  return (
    <ChatScreen
      key={owner === null ? 'guest' : `user:${owner}`}
      owner={owner}
      hasSessionEnded={hasSessionEnded}
    />
  )
}
