import { ArrowLeft, Sparkles, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { ROUTES } from '../../../lib/routes.ts'

type TChatTopBarProps = {
  /** Visitors have no conversation to clear: the button is left out. */
  hasClear: boolean
  canClear: boolean
  onClear: () => void
}

/** /ai-chat has no header or footer: its own bar with the way back and "Clear chat". */
export function ChatTopBar({ hasClear, canClear, onClear }: TChatTopBarProps) {
  const { t } = useTranslation()
  return (
    <div className="border-b border-line bg-surface">
      <div className="page-container grid h-(--header-height) grid-cols-[1fr_auto_1fr] items-center gap-2">
        <Link
          to={ROUTES.home}
          className="inline-flex h-11 items-center gap-2 justify-self-start rounded-control px-1 text-sm font-semibold text-ink-muted hover:text-ink"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('common.back')}
        </Link>
        <h1 className="flex items-center gap-2 text-base font-semibold text-ink">
          <Sparkles aria-hidden="true" className="size-5 text-brand" />
          {t('chat.title')}
        </h1>
        {hasClear && (
          <Button
            variant="ghost"
            className="justify-self-end max-sm:w-11 max-sm:px-0"
            onClick={onClear}
            disabled={!canClear}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{t('chat.clear')}</span>
          </Button>
        )}
      </div>
    </div>
  )
}
