import type { TReportTargetKind } from '@demeure/shared'
import { Flag } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { useAuthDialogs, useSession } from '../../auth/index.ts'
import { ReportDialog } from './report-dialog.tsx'

type TReportButtonProps = {
  target: { kind: TReportTargetKind; id: string }
  /** `sm` for a dense place (under a message). */
  size?: 'sm' | 'md'
  className?: string
}

/** "Report": asks a signed-out visitor to sign in first, then opens the report dialog. */
export function ReportButton({ target, size = 'md', className }: TReportButtonProps) {
  const { t } = useTranslation()
  const session = useSession()
  const dialogs = useAuthDialogs()
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <Button
        variant="ghost"
        size={size}
        className={className}
        aria-label={t(`reports.button.${target.kind}`)}
        onClick={() => (session.isSignedIn ? setIsOpen(true) : dialogs.openLogin())}
      >
        <Flag aria-hidden="true" className="size-4" />
        {t('reports.report')}
      </Button>
      <ReportDialog open={isOpen} onOpenChange={setIsOpen} target={target} />
    </>
  )
}
