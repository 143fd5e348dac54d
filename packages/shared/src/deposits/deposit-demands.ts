import { fold } from '../contact-masking/text-tools.ts'

/** A place in a host's text that asks for a deposit or a post-dated payment, with the words found. */
export type TDepositDemand = { phrase: string; start: number; end: number }

// Searched in folded text (lower case, no accents), which keeps every offset of the original
// (fold only drops combining marks, and the text is composed first).
const DEMANDS: RegExp[] = [
  // deposit, security deposit, damage deposit, key deposit, pet deposit, deposits
  /\b(?:(?:security|damage|key|keys|pet|cleaning|refundable|rental|holding|guarantee)\s+)?deposits?\b/g,
  // dépôt, dépôt de garantie, dépôt pour les clés, dépôts
  /\bdepots?\b(?:\s+(?:de\s+garantie|de\s+securite|pour\s+(?:la|les)\s+cles?|de\s+cles?))?/g,
  // post-dated cheques / checks, postdated payments
  /\bpost[\s-]?dated\s+(?:cheques?|checks?|payments?)\b/g,
  // chèques postdatés
  /\bcheques?\s+post[\s-]?dates?\b/g,
  // caution in French: "une caution", "la caution", "caution de 500 $" (not the English "use caution")
  /\b(?:(?:une|la|de|d'|d’|votre|sa|une\s+petite)\s+)caution\b|\bcaution\s+(?:de\s+)?\d/g,
  /\bbond\s+(?:of\s+)?\$?\s?\d/g,
]

// A demand is not one when a denial comes at most three words before it, in the same clause ("no
// deposit", "we never ask for a deposit", "sans dépôt", "pas de caution"), or a payment method is
// meant ("direct deposit")...
const DENIED_BEFORE =
  /(?:\b(?:no|not|without|never|zero|nor|sans|aucun|aucune|pas|jamais|ni|non)\b(?:[^\S\n]+[^\s.,;:!?]+){0,3}|\bdirect)[^\S\n]*$/
// ...or the words just after deny it ("deposit not required", "dépôt non requis", "dépôt direct").
const DENIED_AFTER =
  /^\s*(?:is\s+|are\s+)?(?:not\s+(?:required|needed|asked|requested)|waived|non\s+(?:requis|exige)|(?:n'est|n’est)\s+pas|pas\s+(?:requis|exige|necessaire)|direct\b)/

/**
 * Where a host's description or house rules ask for a deposit or post-dated payments, which
 * Québec law forbids for a lease of a dwelling (art. 1904 C.c.Q.: only the first month's rent may
 * be asked in advance). Text that rules one out ("no deposit", "sans dépôt") is not a demand.
 * The same function warns the host in the form and refuses the listing on the server.
 */
export function findDepositDemands(text: string): TDepositDemand[] {
  const composed = text.normalize('NFC')
  const folded = fold(composed)
  // Folding keeps offsets for composed text; should some letter fold to more, the folded text is quoted.
  const source = folded.length === composed.length ? composed : folded
  const found: TDepositDemand[] = []
  for (const pattern of DEMANDS) {
    for (const match of folded.matchAll(pattern)) {
      const start = match.index
      const end = start + match[0].length
      if (DENIED_BEFORE.test(folded.slice(Math.max(0, start - 40), start))) continue
      if (DENIED_AFTER.test(folded.slice(end, end + 40))) continue
      if (found.some((other) => other.start < end && start < other.end)) continue
      found.push({ phrase: source.slice(start, end).trim(), start, end })
    }
  }
  return found.sort((a, b) => a.start - b.start)
}
