import { isEmptyCriteria, type TFeeTopic, type TIntent } from './criteria.ts'
import type { TTurn } from './extract/index.ts'

const BOOKINGS = [
  /\b(?:my|our|mes|ma|mon|nos|notre)\s(?:\w+\s)?(?:bookings?|reservations?|requests?|demandes?)\b/,
  /\b(?:my|mon)\s(?:upcoming|current|next|prochain|actuel)\s(?:stay|sejour)\b/,
  /\bou en (?:est|sont)\b/,
  /\b(?:booking|reservation|request)\sstatus\b|\bstatus of\b|\bstatut\b/,
  /\b(?:have i|did i|ai je|j ai)\s(?:already\s|deja\s)?(?:booked|book|reserved|reserve)\b/,
  /\b(?:did|has) (?:the|my) host\b|\bl hote a\b|\ble proprietaire a\b/,
  /\bwhen (?:is|does) my\b|\bquand (?:commence|debute) mon\b/,
]
const FEE_STRONG: [TFeeTopic, RegExp][] = [
  [
    'fee',
    /\b(?:fees?|frais|commission|service charge|12\s?%|percentage|pourcentage|how much (?:do you|does demeure) (?:charge|take)|combien (?:prenez|prend|chargez)|total (?:cost|price)|cout total|prix total|how much (?:would|will|does) (?:it|that|a stay) cost|combien (?:ca|cela) (?:coute|couterait|coutera))\b/,
  ],
  ['cancellation', /\b(?:cancel\w*|annul\w*|refund\w*|rembours\w*)\b/],
]
const FEE_WEAK: [TFeeTopic, RegExp][] = [
  [
    'payment',
    /\b(?:pay|paying|payment|payments|paie|paye|payer|paiement|paiements|deposit|depot|caution|when do i pay|quand (?:dois je|est ce que je) pa\w*)\b/,
  ],
]
const RULES =
  /\b(?:rules?|regles?|reglement|allowed|permis|permise?s?|autorise\w*|interdit\w*|quiet hours|heures? de silence|bruit|noise|check\s?out time|time is check\s?out|when is check\s?out|heure de depart|heure du depart|minimum stay|maximum stay|shortest stay|longest stay|how long can i stay|combien de temps|duree (?:minimale|maximale|du sejour|minimum|maximum)|sejour (?:minimum|maximum|minimal|maximal)|can i stay)\b/
const GREETING =
  /^(?:hi|hello|hey|yo|good (?:morning|afternoon|evening)|bonjour|salut|allo|coucou|bonsoir|thanks?(?: you)?(?: so much| a lot)?|thx|merci(?: beaucoup| bien)?|ok|okay|d accord|parfait|super|great|cool|perfect|bye|au revoir)\b/
const HELP =
  /\b(?:what can you do|help|aide|aidez|que peux tu faire|que pouvez vous faire|qu est ce que tu (?:peux|sais) faire|comment ca marche|how does (?:this|it) work|who are you|qui es tu|what are you)\b/
/** Saying one is looking for something: with a place and another criterion, a new search. */
const SEARCH_VERB =
  /\b(?:looking for|look for|i need|we need|find me|search for|show me|i want|we want|je cherche|on cherche|nous cherchons|je recherche|j ai besoin|nous avons besoin|trouve moi|je veux|je voudrais|j aimerais)\b/
const SEARCH =
  /\b(?:looking for|look for|i need|we need|find me|find a|search|show me|any places?|anything|somewhere|place to (?:stay|live)|a place|housing|to rent|for rent|cherche|cherchons|recherche|trouve|trouver|besoin d|logement|louer|a louer|endroit|quelque chose|options?|more|others?|autres?|plus d options|d autres)\b/

/** Words a follow-up uses to change the previous search rather than start a new one. */
const FOLLOW_UP =
  /^(?:and|et|what about|how about|et pour|et si|plutot|instead|rather|also|aussi|maybe|peut etre|ok|okay|now|maintenant)\b|\b(?:instead|plutot|as well|aussi|too|also)\b/

/**
 * What the message asks: the user's bookings, fees or rules, a search (new or refining the last
 * one), or small talk. Words about money only make a fees question when no search was expressed
 * ('I can pay 1200' is a budget), except the unmistakable ones ('fees', 'refund').
 */
export function detectIntent(
  text: string,
  turn: TTurn,
  hasContext: boolean,
): { intent: TIntent; feeTopics: TFeeTopic[] } {
  const hasCriteria =
    !isEmptyCriteria(turn.criteria) || turn.relative !== undefined || turn.removedAmenities.length > 0
  const hasClear = Object.values(turn.cleared).some(Boolean)
  if (BOOKINGS.some((pattern) => pattern.test(text))) return { intent: 'bookings', feeTopics: [] }
  // 'Which one is closest to McGill?' after a search asks about the homes shown, not for new ones.
  if (turn.isNearest && hasContext && turn.criteria.places) return { intent: 'nearest', feeTopics: [] }
  const strong = FEE_STRONG.filter(([, pattern]) => pattern.test(text)).map(([topic]) => topic)
  const weak = FEE_WEAK.filter(([, pattern]) => pattern.test(text)).map(([topic]) => topic)
  if (strong.length > 0) return { intent: 'fees', feeTopics: [...strong, ...weak] }
  if (!hasCriteria && weak.length > 0) return { intent: 'fees', feeTopics: weak }
  const onlyStayLength = Object.keys(turn.criteria).every((key) => key === 'months')
  if (onlyStayLength && RULES.test(text)) return { intent: 'rules', feeTopics: [] }
  const houseRuleOnly = turn.notes.some((note) => note.kind === 'houseRule') && !hasCriteria
  if (houseRuleOnly && !SEARCH.test(text)) return { intent: 'rules', feeTopics: [] }
  if (hasCriteria || hasClear || turn.isReset || turn.notes.length > 0 || SEARCH.test(turn.rest)) {
    const isComplete = turn.criteria.places !== undefined && Object.keys(turn.criteria).length >= 2
    const isFresh = turn.isReset || (SEARCH_VERB.test(text) && isComplete && !FOLLOW_UP.test(text))
    return { intent: hasContext && !isFresh ? 'refine' : 'search', feeTopics: [] }
  }
  if (GREETING.test(text) || HELP.test(text)) return { intent: 'greeting', feeTopics: [] }
  return { intent: 'unknown', feeTopics: [] }
}
