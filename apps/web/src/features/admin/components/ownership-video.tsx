import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PrivateFileButton, useFileLink } from '../../verification/index.ts'

type TOwnershipVideoProps = { file: { id: string; name: string } | null }

/**
 * The host's live recording that proves they hold the keys: a private file, played here through
 * its short-lived signed link (asked again before it expires), and openable in a new tab.
 */
export function OwnershipVideo({ file }: TOwnershipVideoProps) {
  const { t } = useTranslation()
  const link = useFileLink(file?.id)
  if (!file) return <FormAlert message={t('admin.listings.noOwnershipVideo')} />
  return (
    <div className="flex flex-col gap-2">
      {link.data ? (
        <video
          key={link.data.url}
          src={link.data.url}
          controls
          preload="metadata"
          aria-label={t('listingForm.fields.ownership_verification_video')}
          className="aspect-video w-full max-w-xl rounded-control bg-ink"
        >
          <track kind="captions" />
        </video>
      ) : link.isError ? (
        <FormAlert message={t('verification.openFailed')} />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-video w-full max-w-xl animate-pulse rounded-control bg-line"
        />
      )}
      <div className="flex items-center gap-2 text-sm text-ink-muted">
        <span className="min-w-0 truncate">{file.name}</span>
        <PrivateFileButton fileId={file.id} name={file.name} />
      </div>
    </div>
  )
}
