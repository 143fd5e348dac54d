import { MessageCircle } from 'lucide-react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { errorMessage } from '../../../lib/api-error.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { useAuthDialogs, useSession } from '../../auth/index.ts'
import { useStartConversation } from '../api/use-start-conversation.ts'

/** Opens (or finds) the conversation with the host and goes to it in the messages tab. */
export function MessageHostButton({ listingId, className }: { listingId: number; className?: string }) {
  const { t } = useTranslation()
  const session = useSession()
  const dialogs = useAuthDialogs()
  const navigate = useNavigate()
  const start = useStartConversation()
  return (
    <Button
      variant="secondary"
      className={className}
      isBusy={start.isPending}
      onClick={() => {
        if (!session.isSignedIn) {
          dialogs.openLogin()
          return
        }
        start.mutate(listingId, {
          onSuccess: (conversation) =>
            void navigate(`${ROUTES.userPanel}/messages?conversation=${conversation.id}`),
          onError: (error) => toast.error(errorMessage(error, t('listings.messageHostFailed'))),
        })
      }}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {t('listings.messageHost')}
    </Button>
  )
}
