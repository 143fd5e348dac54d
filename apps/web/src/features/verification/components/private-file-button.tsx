import { ExternalLink } from 'lucide-react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'
import { useOpenPrivateFile } from '../api/use-open-private-file.ts'

type TPrivateFileButtonProps = { fileId: string; name: string; className?: string }

/** Opens a private file (an ID, a proof, a verification video) in a new tab through a signed link. */
export function PrivateFileButton({ fileId, name, className }: TPrivateFileButtonProps) {
  const { t } = useTranslation()
  const openFile = useOpenPrivateFile()
  return (
    <button
      type="button"
      onClick={() => openFile.mutate(fileId, { onError: () => toast.error(t('verification.openFailed')) })}
      disabled={openFile.isPending}
      aria-label={t('verification.openFile', { name })}
      className={cx(
        'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-control px-2 text-sm font-semibold text-brand hover:bg-brand-soft disabled:opacity-60',
        className,
      )}
    >
      <ExternalLink aria-hidden="true" className="size-4" />
      {t('verification.open')}
    </button>
  )
}
