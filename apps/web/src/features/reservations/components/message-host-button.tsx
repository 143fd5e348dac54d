import { MessageSquare } from 'lucide-react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { ROUTES } from '../../../lib/routes.ts'
import { useStartConversation } from '../api/use-start-conversation.ts'

/** Opens (or starts) the conversation with the host about this home, in the panel's messages. */
export function MessageHostButton({ listingId }: { listingId: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const start = useStartConversation()

  const open = () => {
    start.mutate(listingId, {
      onSuccess: (conversation) => navigate(`${ROUTES.userPanel}/messages?conversation=${conversation.id}`),
      onError: () => {
        toast.error(t('reservations.messageFailed'))
      },
    })
  }

  return (
    <Button variant="secondary" onClick={open} isBusy={start.isPending}>
      {!start.isPending && <MessageSquare aria-hidden="true" className="size-4" />}
      {t('reservations.actions.messageHost')}
    </Button>
  )
}
