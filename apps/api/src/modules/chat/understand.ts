import { CHAT_MESSAGE_MAX_LENGTH, type TLanguage } from '@demeure/shared'
import { applyTurn, pricesShown } from './context.ts'
import type { TCriteria, TIntent, TUnderstanding } from './criteria.ts'
import { extractTurn } from './extract/index.ts'
import { detectIntent } from './intent.ts'
import { replyLanguage } from './language.ts'
import { normalizeMessage } from './normalize.ts'

export type TConversation = {
  message: string
  history: { sender: 'user' | 'ai'; content: string }[]
  /** Today in Montréal (YYYY-MM-DD): 'next month' and 'September 1st' are read from it. */
  today: string
  /** The reader's language (Accept-Language), used when the words do not tell. */
  fallbackLanguage: TLanguage
}

const isSearch = (intent: TIntent) => intent === 'search' || intent === 'refine'
/** Answers that list homes: the prices they show are what 'cheaper' starts from. */
const showsHomes = (intent: TIntent) => isSearch(intent) || intent === 'nearest'

/**
 * What the user wants now, from the whole conversation: earlier user turns are read again in order
 * (a new search starts over, a follow-up changes the criteria), then this message is applied.
 * Pure and offline: the eval and the unit tests run it without a database.
 */
export function understand(conversation: TConversation): TUnderstanding {
  let criteria: TCriteria = {}
  let shown: number[] = []
  let hasContext = false
  let lastIntent: TIntent | undefined
  const read = (content: string) => {
    const text = normalizeMessage(content.slice(0, CHAT_MESSAGE_MAX_LENGTH))
    const turn = extractTurn(text, conversation.today)
    return { turn, ...detectIntent(text, turn, hasContext) }
  }
  for (const entry of conversation.history) {
    if (entry.sender === 'ai') {
      if (lastIntent && showsHomes(lastIntent)) shown = pricesShown(entry.content)
      continue
    }
    const { turn, intent } = read(entry.content)
    lastIntent = intent
    if (!isSearch(intent)) continue
    criteria = applyTurn(intent === 'search' ? {} : criteria, turn, shown)
    hasContext = true
  }
  const { turn, intent, feeTopics } = read(conversation.message)
  if (intent === 'nearest') {
    // The place only ranks: the homes are those of the search so far, with any other change this turn makes.
    const { places, ...rest } = turn.criteria
    const rankFrom = places?.[0]
    return {
      intent,
      language: replyLanguage(conversation.message, userTurnsOf(conversation), conversation.fallbackLanguage),
      criteria: applyTurn(criteria, { ...turn, criteria: rest }, shown),
      notes: turn.notes,
      feeTopics,
      rankFrom,
    }
  }
  return {
    intent,
    language: replyLanguage(conversation.message, userTurnsOf(conversation), conversation.fallbackLanguage),
    // A fees question may name a rent or a stay ('the total for 4 months at 1000'): its example uses them.
    criteria:
      isSearch(intent) || intent === 'fees'
        ? applyTurn(intent === 'search' ? {} : criteria, turn, shown)
        : criteria,
    notes: turn.notes,
    feeTopics,
  }
}

const userTurnsOf = (conversation: TConversation) =>
  conversation.history.filter((entry) => entry.sender === 'user').map((entry) => entry.content)
