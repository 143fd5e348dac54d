import { AMENITY_VOCABULARY } from './extract/amenities.ts'
import { BUDGET_VOCABULARY } from './extract/budget.ts'
import { DATE_VOCABULARY } from './extract/dates.ts'
import { PLACE_NAMES } from './extract/gazetteer.ts'
import { GUEST_VOCABULARY } from './extract/guests.ts'
import { COUNT_VOCABULARY } from './extract/numbers.ts'
import { STAY_VOCABULARY } from './extract/stay.ts'
import { TYPE_VOCABULARY } from './extract/type.ts'

/** Words of the questions the finder answers (intent.ts), so 'resrvation' and 'fess' are understood. */
const INTENT_WORDS = `booking bookings reservation reservations request status statut demande demandes fees frais
  commission refund remboursement cancel cancellation annuler annulation payment paiement payer deposit rules regles
  reglement allowed permis interdit quiet silence checkout cheaper cheapest expensive moins cher chere looking
  cherche recherche trouver hello bonjour salut merci thanks please instead plutot cost costs coute couter coutera
  couterait cout total`

/** Units and small words the patterns accept in several forms. */
const PATTERN_WORDS = `month months mois week weeks semaine semaines day days jour jours year years annee annees
  person persons people guest guests adult adults personne personnes adulte adultes tenant tenants roommate roommates
  bedroom bedrooms chambre chambres room rooms between entre under below less than more over least most around about
  budget dollars dollar price prix cheap cheaper cheapest expensive affordable abordable starting from until
  tomorrow demain today aujourd next prochain prochaine early late middle beginning debut fin semester semestre term
  session academic school scolaire universitaire without sans with avec near close proche pres anywhere partout
  furnished meuble meublee wifi internet parking stationnement`

/**
 * Everyday words of both languages: they are never "corrected" into a keyword that looks like them
 * ('hours' must not become 'house', 'mais' not 'mai', 'closest' not the amenity 'closet').
 */
const COMMON_WORDS = `about above after again against all also always and another any anything are around ask asked
  back because been before being best better both bring but buy call came can cannot close come could day does doing
  done down each else even ever every everything few first found friend from front get give going good got great
  had has have having hear help her here hers him his home hope hours how however idea into its just keep kind know
  last later least leave left less let life like little live living long look lot made make many maybe mean might
  mine more most much must myself name near need never new next nice nothing now number off often okay old once
  only open other others our ours out over own part people perhaps place plan please point pretty quite rather
  really right same say school see seem seems send should show side since small some something soon sorry start
  still study such sure take tell than thank that the their them then there these they thing things think this
  those though through time today together told tomorrow too took toward try under until upon use used very want
  was way well went were what whatever when where whether which while who whole whom whose why will wish with
  within without work would year years yes yet you your yours moving stay staying house hour hours rooms room
  apres aussi autre autres avant avec avoir beaucoup bien bientot bon bonne cela celle celui cent ces cest chaque
  chez chose comme comment dans deja demain depuis des deux doit donc dont elle elles encore enfin ensemble entre
  est etait etre etudie etudier faire fait faut fois font gens grand grande heure heures hier ici jamais jour
  juste leur leurs lui mais maintenant meme merci mieux moins mois monde mes mon moi nous notre nouveau nouvelle
  parce pendant personne petit petite peu peut peux place plus pour pourquoi pouvez premier prendre pres quand
  quel quelle quelque qui quoi rien sans sera seront seulement sous suis sur tout toute toutes tous tres trop
  une vers veux voici voila votre vous vraiment ville quartier universite demenage demenager demenagement
  moving move master masters maitrise doctorat student students studying etudiant etudiants etudiante etudes
  internship stage travail work job emploi arrive arriving arrivee arriver landing family famille kids enfants
  closest nearest closer nearer proches loin distance`

const tokens = (text: string) => text.split(/\s+/).filter((word) => /^[a-z]{3,}$/.test(word))

/** Every word the extractors look for: what a typo may be repaired into. */
export const KEYWORDS: ReadonlySet<string> = new Set(
  [
    ...AMENITY_VOCABULARY,
    ...BUDGET_VOCABULARY,
    ...DATE_VOCABULARY,
    ...GUEST_VOCABULARY,
    ...COUNT_VOCABULARY,
    ...STAY_VOCABULARY,
    ...TYPE_VOCABULARY,
    ...PLACE_NAMES.map((entry) => entry.words),
    INTENT_WORDS,
    PATTERN_WORDS,
  ].flatMap(tokens),
)

/** Words left as they are: the keywords and everyday words ('hours' must not become 'house'). */
export const KNOWN_WORDS: ReadonlySet<string> = new Set([...KEYWORDS, ...tokens(COMMON_WORDS)])
