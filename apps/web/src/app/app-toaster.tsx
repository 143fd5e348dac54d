import { useEffect } from 'react'
import toast, { Toaster, useToasterStore } from 'react-hot-toast'
import { showFlashToast } from '../lib/flash-toast.ts'

/** Spec §9: 4 s by default and for errors, 2 s for successes, loading until dismissed. */
const TOAST_OPTIONS = {
  duration: 4000,
  error: { duration: 4000 },
  success: { duration: 2000, iconTheme: { primary: '#187533', secondary: '#ffffff' } },
  loading: { duration: Number.POSITIVE_INFINITY },
  style: {
    maxWidth: 350,
    borderRadius: 12,
    color: '#1f2328',
    fontSize: 14,
    boxShadow: '0 2px 4px rgb(31 35 40 / 0.08), 0 12px 32px rgb(31 35 40 / 0.12)',
  },
}
const TOAST_GAP = 8
const TOAST_LIMIT = 20

export function AppToaster() {
  const { toasts } = useToasterStore()

  // At most 20 toasts are kept: the oldest visible ones beyond that are dismissed.
  useEffect(() => {
    for (const extra of toasts.filter((item) => item.visible).slice(TOAST_LIMIT)) toast.dismiss(extra.id)
  }, [toasts])

  // A toast saved before a reload (the login welcome) is shown once the new page is up.
  useEffect(showFlashToast, [])

  return <Toaster gutter={TOAST_GAP} toastOptions={TOAST_OPTIONS} />
}
