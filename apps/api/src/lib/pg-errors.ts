/** The constraint a unique violation (SQLSTATE 23505) broke, looking through driver wrappers. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown }
    if (candidate.code === '23505') return candidate.constraint ?? 'unknown'
    current = candidate.cause
  }
  return undefined
}
