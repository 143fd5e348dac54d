import { useTranslation } from 'react-i18next'
import { loadErrorText } from '../../lib/load-error-text.ts'
import { Button } from './button.tsx'
import { FormAlert } from './form-alert.tsx'

type TLoadErrorProps = {
  message: string
  onRetry: () => void
  /** The refusal itself: a 429 is told as "wait a moment" rather than `message`. */
  error?: unknown
}

/** What could not be loaded, said in a card, with a button to try again (DESIGN.md: every list's error state). */
export function LoadError({ message, onRetry, error }: TLoadErrorProps) {
  const { t } = useTranslation()
  return (
    <div className="card flex flex-col items-start gap-4 p-6">
      <FormAlert message={loadErrorText(error, message, t)} />
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  )
}
