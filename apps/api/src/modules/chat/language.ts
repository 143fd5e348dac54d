import type { TLanguage } from '@demeure/shared'
import { PLACE_NAMES } from './extract/gazetteer.ts'
import { foldMessage } from './fold.ts'

/** Words that only one of the two languages uses often (folded; 'a', 'on', 'me' are in both). */
const FRENCH = new Set(
  `je j tu nous vous il elle un une le la les des du de au aux et ou pour avec sans dans sur sous entre chez pres
  proche moins cher chere chers pas ne n est suis sommes cherche cherchons recherche trouver trouve veux voudrais
  aimerais besoin mois semaine semaines jour jours personnes personne appartement appart logement chambre chambres
  maison quartier meuble meublee stationnement reservation reservations frais combien quel quelle quels quelles
  bonjour salut merci allo bonsoir coucou oui non mon ma mes notre nos votre vos qu que qui quoi comment pourquoi
  svp stp vers debut fin janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre
  etudiant etudiante prix ca ce cette ces aussi encore tres regles fumer animaux annuler remboursement sejour duree
  deux trois quatre cinq seul seule ville loyer statut ete etre avoir peux peut puis faut aussi ici demain prochain
  prochaine aujourd hui partir jusqu moi toi lui leur leurs en est-ce voici voila parce donc alors mais`.split(
    /\s+/,
  ),
)
const ENGLISH = new Set(
  `i im you we they the for with without in at to from of and or is are am my our looking look find need want
  would like please apartment apartments room rooms house near close under below month months week weeks people
  person guests cheaper cheap more less price what where when how much booking bookings status fees fee rules hello
  hi hey thanks thank can could do does any some between furnished stay move moving starting next two three four
  alone by just show also instead about around it this that there have has be will get anything something
  available rent who which your today tomorrow now`.split(/\s+/),
)
const FRENCH_ACCENT = /[éèêëàâçùûüôîï]/

/** Words of place names, which say nothing of the writer's language ('Côte-des-Neiges' in English). */
function withoutPlaceNames(words: string[]): string[] {
  const folded = words.map(foldMessage)
  const drop = new Set<number>()
  for (const { words: name } of PLACE_NAMES) {
    const parts = name.split(' ')
    for (let i = 0; i + parts.length <= folded.length; i += 1) {
      if (parts.every((part, k) => folded[i + k] === part))
        for (let k = 0; k < parts.length; k += 1) drop.add(i + k)
    }
  }
  return words.filter((_, i) => !drop.has(i))
}

/** 'fr', 'en', or undefined when the message does not tell ('Laval?', 'wifi', 'McGill'). */
export function detectLanguage(message: string): TLanguage | undefined {
  const words = withoutPlaceNames(
    message
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  )
  let french = 0
  let english = 0
  for (const word of words) {
    const folded = foldMessage(word)
    if (FRENCH.has(folded)) french += 1
    if (FRENCH_ACCENT.test(word)) french += 1
    if (ENGLISH.has(folded)) english += 1
  }
  if (french === english) return undefined
  return french > english ? 'fr' : 'en'
}

/**
 * The reply's language: the message's own, else the last user turn that told, else the reader's
 * Accept-Language.
 */
export function replyLanguage(message: string, earlierUserTurns: string[], fallback: TLanguage): TLanguage {
  return detectLanguage(message) ?? earlierUserTurns.map(detectLanguage).filter(Boolean).at(-1) ?? fallback
}
