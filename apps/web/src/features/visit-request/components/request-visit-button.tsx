import { CalendarClock } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { useAuthDialogs, useSession } from '../../auth/index.ts'
import { VisitRequestDialog } from './visit-request-dialog.tsx'

/** "Request a visit": visitors are asked to log in first; the dialog keeps its input once opened. */
export function RequestVisitButton({ propertyId }: { propertyId: number }) {
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
        {t('houses.requestVisit')}
      </Button>
      {hasOpened && <VisitRequestDialog open={isOpen} onOpenChange={setIsOpen} propertyId={propertyId} />}
    </>
  )
}
