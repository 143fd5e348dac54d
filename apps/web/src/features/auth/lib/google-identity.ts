import { loadScript } from '../../../lib/load-script.ts'

const GOOGLE_IDENTITY_SRC = 'https://accounts.google.com/gsi/client'

/** The part of Google Identity Services this app uses. */
type TGoogleIdentity = {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string
        callback: (response: { credential?: string }) => void
      }) => void
      renderButton: (
        parent: HTMLElement,
        options: {
          theme: 'outline'
          size: 'large'
          text: 'continue_with'
          shape: 'pill'
          width: number
          locale: string
        },
      ) => void
    }
  }
}

/** Loads the Google script only when the server has a client id. */
export async function loadGoogleIdentity(): Promise<TGoogleIdentity> {
  await loadScript(GOOGLE_IDENTITY_SRC)
  const google = (window as Window & { google?: TGoogleIdentity }).google
  if (!google?.accounts?.id) throw new Error('Google Identity Services is not available')
  return google
}
