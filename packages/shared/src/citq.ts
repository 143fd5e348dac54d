import { CITQ_NUMBER_DIGITS } from './constants/business.ts'

// What a host may type around the number: "CITQ", "Registration #:", "no", "n°", "numéro"...
const LABEL =
  /^(?:citq|registration|enregistrement|establishment|etablissement|établissement|numero|numéro|number|no\.?|n°|n[o°]|#|:|-|\s)+/iu
const SEPARATORS = /[\s.-]/g
const DIGITS = new RegExp(`^\\d{${CITQ_NUMBER_DIGITS}}$`)

/**
 * A CITQ registration number as stored and shown: its 6 digits (citq.qc.ca: "The registration
 * number consists of 6 digits"). Accepts the number as hosts copy it from their certificate
 * ("CITQ 123 456", "Registration #: 123456", "no 123-456"); null when it is not one.
 */
export function normalizeCitqNumber(input: string): string | null {
  const digits = input.trim().replace(LABEL, '').replace(SEPARATORS, '')
  return DIGITS.test(digits) ? digits : null
}
