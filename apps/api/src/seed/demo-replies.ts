import type { TRandom } from './random.ts'

/** Parts of a host's answer to a review: an opening, what they say about the stay, a closing. */
const PARTS = {
  en: {
    warm: {
      open: ['Thank you', 'Thanks a lot', 'Many thanks', 'Thank you so much', 'What a kind review'],
      middle: [
        'it was a pleasure to host you.',
        'we were happy to have you for the semester.',
        'you left the place spotless.',
        'glad the desk and the quiet worked for your studies.',
        'good to hear the heating kept up in January.',
        'I am glad the neighbourhood felt like home.',
        'your notes on the check-in helped the next guests.',
      ],
      close: [
        'Good luck with what comes next!',
        'You are welcome back any time.',
        'All the best in Montreal.',
        'Hope to see you again.',
        '',
      ],
    },
    mixed: {
      open: ['Thank you for the honest feedback', 'Thanks for telling us', 'Thank you for the review'],
      middle: [
        'we have added a note about the laundry schedule.',
        'the window seals were redone in the spring.',
        'we now leave earplugs for Friday nights.',
        'the building has since added a second dryer.',
      ],
      close: ['Sorry it was not perfect.', 'It helps the next renters.', ''],
    },
  },
  fr: {
    warm: {
      open: ['Merci', 'Merci beaucoup', 'Un grand merci', 'Merci mille fois', 'Quel gentil commentaire'],
      middle: [
        'ce fut un plaisir de vous accueillir.',
        'nous étions ravis de vous avoir pour la session.',
        'vous avez laissé le logement impeccable.',
        'content que le bureau et le calme aient aidé vos études.',
        'heureux que le chauffage ait tenu le coup en janvier.',
        'content que le quartier vous ait plu.',
        'vos remarques sur l’arrivée ont aidé les suivants.',
      ],
      close: [
        'Bonne continuation\u00a0!',
        'Vous êtes le bienvenu quand vous voulez.',
        'Bon succès à Montréal.',
        'Au plaisir de vous revoir.',
        '',
      ],
    },
    mixed: {
      open: ['Merci pour ce retour honnête', 'Merci de nous l’avoir signalé', 'Merci pour l’avis'],
      middle: [
        'nous avons ajouté une note sur l’horaire de la buanderie.',
        'les joints des fenêtres ont été refaits au printemps.',
        'nous laissons désormais des bouchons d’oreilles pour le vendredi soir.',
        'l’immeuble a depuis ajouté une deuxième sécheuse.',
      ],
      close: ['Désolé que tout n’ait pas été parfait.', 'Cela aide les prochains locataires.', ''],
    },
  },
} as const

/**
 * A host's answer composed from parts (over a hundred combinations a language), never one already
 * given on the same listing (`given` holds that listing's answers so far).
 */
export function hostReply(
  random: TRandom,
  language: 'en' | 'fr',
  rating: number,
  given: Set<string>,
): string {
  const parts = PARTS[language][rating >= 4 ? 'warm' : 'mixed']
  for (let attempt = 0; ; attempt += 1) {
    const close = random.pick(parts.close)
    // French puts a no-break space before the colon.
    const colon = language === 'fr' ? '\u00a0: ' : ': '
    const reply = `${random.pick(parts.open)}${colon}${random.pick(parts.middle)}${close ? ` ${close}` : ''}`
    if (given.has(reply) && attempt < 50) continue
    given.add(reply)
    return reply
  }
}
