/** The profile chip's name: the loaded user's, else the stored username, else the fallback ('User'). */
export function displayName(
  username: string | null | undefined,
  storedUsername: string | null | undefined,
  fallback: string,
): string {
  return username?.trim() || storedUsername?.trim() || fallback
}
