import { lazy, Suspense } from 'react'
import { useAuthDialogs } from './auth-dialogs-context.tsx'

// The forms load on first open: most visits never log in, so they stay out of the first bundle.
const LoginDialog = lazy(async () => ({
  default: (await import('./components/login-dialog.tsx')).LoginDialog,
}))
const SignupDialog = lazy(async () => ({
  default: (await import('./components/signup-dialog.tsx')).SignupDialog,
}))

/** The header's login and sign-up dialogs; mounted once by the layout, rendered while open. */
export function AuthDialogs() {
  const { open } = useAuthDialogs()
  return (
    <Suspense fallback={null}>
      {open === 'login' && <LoginDialog />}
      {open === 'signup' && <SignupDialog />}
    </Suspense>
  )
}
