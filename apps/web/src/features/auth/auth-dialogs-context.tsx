import { createContext, type ReactNode, use, useMemo, useState } from 'react'

type TAuthDialog = 'login' | 'signup'

type TAuthDialogs = {
  open: TAuthDialog | null
  /** The email to prefill in the login form, e.g. right after signing up. */
  email: string
  openLogin: (email?: string) => void
  openSignup: () => void
  close: () => void
}

const AuthDialogsContext = createContext<TAuthDialogs | null>(null)

/** One state for both dialogs, so opening one always closes the other. */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<TAuthDialog | null>(null)
  const [email, setEmail] = useState('')
  const value = useMemo<TAuthDialogs>(
    () => ({
      open,
      email,
      openLogin: (prefill = '') => {
        setEmail(prefill)
        setOpen('login')
      },
      openSignup: () => setOpen('signup'),
      close: () => setOpen(null),
    }),
    [open, email],
  )
  return <AuthDialogsContext value={value}>{children}</AuthDialogsContext>
}

export function useAuthDialogs(): TAuthDialogs {
  const value = use(AuthDialogsContext)
  if (!value) throw new Error('useAuthDialogs must be used inside AuthDialogsProvider')
  return value
}
