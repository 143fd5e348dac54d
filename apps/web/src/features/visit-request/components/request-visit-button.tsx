import { CalendarClock } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { useAuthDialogs, useSession } from '../../auth/index.ts'

// The visit form loads on the first click, not with the listing page.
const VisitRequestDialog = lazy(async () => ({
  default: (await import('./visit-request-dialog.tsx')).VisitRequestDialog,
}))

/** "Request a visit": visitors are asked to log in first; the dialog keeps its input once opened. */
export function RequestVisitButton({ listingId }: { listingId: number }) {
  const { t } = useTranslation()
  const session = useSession()
  const dialogs = useAuthDialogs()
  const [isOpen, setIsOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        isBlock
        onClick={() => {
          if (!session.isSignedIn) {
            dialogs.openLogin()
            return
          }
          setHasOpened(true)
          setIsOpen(true)
        }}
      >
        <CalendarClock aria-hidden="true" className="size-4" />
        {t('listings.requestVisit')}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <VisitRequestDialog open={isOpen} onOpenChange={setIsOpen} listingId={listingId} />
        </Suspense>
      )}
    </>
  )
}
