import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PasswordField } from '../../../components/ui/password-field.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useServerError } from '../../../lib/use-server-error.ts'
import { useLeaveSession } from '../../auth/index.ts'
import { useDeleteAccount } from '../api/use-delete-account.ts'
import { useProfile } from '../api/use-profile.ts'

type TValues = { password: string; email: string }

/**
 * Says what goes and what stays, asks the person to confirm, then deletes the account and signs
 * out. The confirmation is the password, or, for an account made with Google (it has none), the
 * account's e-mail address typed out; the server decides which applies, the form asks for it.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  const leaveSession = useLeaveSession()
  const deleteAccount = useDeleteAccount()
  const isByEmail = useProfile().data?.has_password === false
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TValues>({ defaultValues: { password: '', email: '' } })
  const serverError = useServerError(setError, ['password', 'email'], { saysOtherFields: true })

  const submit = handleSubmit(async ({ password, email }) => {
    serverError.clear()
    if (isByEmail ? !email.trim() : !password) {
      const [field, message] = isByEmail
        ? (['email', t('privacy.deleteDialog.emailRequired')] as const)
        : (['password', t('privacy.deleteDialog.passwordRequired')] as const)
      setError(field, { type: 'required', message })
      return
    }
    try {
      await deleteAccount.mutateAsync(isByEmail ? { email } : { password })
      // The account's sessions ended with it: leave as a logout does.
      await leaveSession()
      toast.success(t('privacy.deleteDialog.done'))
    } catch (error) {
      serverError.show(error, t('privacy.deleteDialog.failed'))
    }
  })

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('privacy.deleteDialog.title')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-ink">{t('privacy.deleteDialog.goes')}</p>
        <p className="text-sm text-ink-muted">{t('privacy.deleteDialog.stays')}</p>
        <FormAlert message={serverError.message} />
        {isByEmail ? (
          <TextField
            label={t('privacy.deleteDialog.email')}
            hint={t('privacy.deleteDialog.emailHint')}
            type="email"
            inputMode="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
        ) : (
          <PasswordField
            label={t('privacy.deleteDialog.password')}
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
        )}
        <FormActions
          onCancel={() => onOpenChange(false)}
          isBusy={deleteAccount.isPending}
          variant="danger"
          label={t('privacy.deleteDialog.confirm')}
          busyLabel={t('privacy.deleteDialog.deleting')}
        />
      </form>
    </Dialog>
  )
}
