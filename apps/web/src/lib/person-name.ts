/** A person's full name as the API gives it, or their username when they left it empty. */
export function personName(person: { first_name: string; last_name: string; username?: string }): string {
  return `${person.first_name} ${person.last_name}`.trim() || person.username || ''
}
