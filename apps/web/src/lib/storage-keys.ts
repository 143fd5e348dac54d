/** Browser storage keys, defined once. */
export const STORAGE_KEYS = {
  isAuthenticated: 'isAuthenticated',
  accessToken: 'accessToken',
  userType: 'user-type',
  username: 'username',
  language: 'i18nextLng',
} as const

/** sessionStorage: a toast to show after the next page load (login reloads the page). */
export const FLASH_TOAST_KEY = 'demeure:flash-toast'
/** sessionStorage: the AI chat conversation, so a reload keeps it (cleared by "Clear chat"). */
export const CHAT_CONVERSATION_KEY = 'demeure:ai-chat'
/** localStorage: a visitor's saved homes (ids, oldest first), merged into the account at sign-in. */
export const VISITOR_FAVOURITES_KEY = 'demeure:visitor-favourites'
