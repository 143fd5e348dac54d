/** The signed-in user's profile; the login answer seeds it, logout removes it. */
export const PROFILE_QUERY_KEY = ['profile'] as const
