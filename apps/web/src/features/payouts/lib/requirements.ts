/**
 * Stripe's names of what it still asks for, as hosts read them; a name we do not know shows as
 * Stripe wrote it (it still tells the host where to look in Stripe's onboarding).
 */
const KNOWN = {
  external_account: 'bank',
  'individual.id_number': 'idNumber',
  'individual.verification.document': 'idDocument',
  'individual.dob.day': 'birthDate',
  'individual.dob.month': 'birthDate',
  'individual.dob.year': 'birthDate',
  'individual.address.line1': 'address',
  'individual.address.city': 'address',
  'individual.address.postal_code': 'address',
  'individual.first_name': 'name',
  'individual.last_name': 'name',
  'individual.phone': 'phone',
  'individual.email': 'email',
  'business_profile.url': 'website',
  'business_profile.mcc': 'business',
  'tos_acceptance.date': 'terms',
  'tos_acceptance.ip': 'terms',
} as const satisfies Record<string, string>

type TRequirementKey = `payouts.requirement.${(typeof KNOWN)[keyof typeof KNOWN]}`
type TRequirementLabel = { key?: TRequirementKey; raw: string }

/** Each requirement once, as a catalogue key (`payouts.requirement.*`) or Stripe's own name. */
export function requirementLabels(requirements: string[]): TRequirementLabel[] {
  const seen = new Set<string>()
  const labels: TRequirementLabel[] = []
  for (const raw of requirements) {
    const known = (KNOWN as Record<string, (typeof KNOWN)[keyof typeof KNOWN]>)[raw]
    const id = known ?? raw
    if (seen.has(id)) continue
    seen.add(id)
    labels.push(known ? { key: `payouts.requirement.${known}`, raw } : { raw })
  }
  return labels
}
