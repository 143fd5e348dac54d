/** The signed-in user's co-host verification. */
export const VERIFICATION_QUERY_KEY = ['verification'] as const
