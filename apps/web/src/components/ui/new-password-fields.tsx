import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PasswordField } from './password-field.tsx'

type TNewPasswordFieldsProps<T extends FieldValues> = {
  label: string
  confirmLabel: string
  register: UseFormRegister<T>
  errors: FieldErrors<T>
  /** The form's names of the new password and of its confirmation. */
  names?: [Path<T>, Path<T>]
}

/**
 * A new password and its confirmation (sign-up, reset, settings): both are new passwords for the
 * browser's password manager, and the first one states the password rules.
 */
export function NewPasswordFields<T extends FieldValues>({
  label,
  confirmLabel,
  register,
  errors,
  names = ['password', 'confirm_password'] as [Path<T>, Path<T>],
}: TNewPasswordFieldsProps<T>) {
  const { t } = useTranslation()
  const [password, confirm] = names
  const messageOf = (name: Path<T>) => errors[name]?.message as string | undefined
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint={t('auth.signup.passwordHint')}
        error={messageOf(password)}
        {...register(password)}
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        error={messageOf(confirm)}
        {...register(confirm)}
      />
    </>
  )
}
