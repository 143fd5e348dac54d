import { MAX_LISTING_RULES } from '@demeure/shared'
import { Plus, X } from 'lucide-react'
import { type KeyboardEvent, useId, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ContactPreview } from '../../../components/contact-safety/index.ts'
import { Button } from '../../../components/ui/button.tsx'
import { inputClass } from '../../../components/ui/field-shell.tsx'
import { cx } from '../../../lib/cx.ts'
import { issue } from '../../../lib/form-check.ts'
import { translateIssue } from '../../../lib/translate-issue.ts'
import type { TListingValues } from '../lib/listing-values.ts'
import { DepositWarning } from './deposit-warning.tsx'

/** Up to 5 house rules: trimmed, empty ones ignored, adding stops at five. */
export function RulesField({ form }: { form: UseFormReturn<TListingValues> }) {
  const { t } = useTranslation()
  const id = useId()
  const [draft, setDraft] = useState('')
  const [message, setMessage] = useState<string>()
  const rules = form.watch('rules')
  const error = message ?? form.formState.errors.rules?.message

  function add() {
    const rule = draft.trim()
    if (rule === '') return
    if (rules.length >= MAX_LISTING_RULES) {
      setMessage(translateIssue(issue('listing.maxRules')))
      return
    }
    form.setValue('rules', [...rules, rule])
    form.clearErrors('rules')
    setDraft('')
  }

  function remove(position: number) {
    form.setValue(
      'rules',
      rules.filter((_, index) => index !== position),
    )
    setMessage(undefined)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('listingForm.newRule')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={200}
          placeholder={t('listingForm.rulePlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help`}
          className={cx(inputClass, 'h-11 min-w-0 flex-1')}
        />
        <Button variant="secondary" onClick={add} className="shrink-0">
          <Plus aria-hidden="true" className="size-4" />
          {t('listingForm.addRule')}
        </Button>
      </div>
      <DepositWarning text={[draft, ...rules].join('\n')} />
      <p id={`${id}-help`} className={cx('text-sm', error ? 'font-medium text-danger' : 'text-ink-muted')}>
        {error ?? t('listingForm.rulesCount', { count: rules.length, max: MAX_LISTING_RULES })}
      </p>
      {rules.length > 0 && (
        <ol className="flex flex-col gap-2">
          {rules.map((rule, index) => (
            <li
              // Rules are plain strings that may repeat; their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className="flex min-h-11 items-center gap-3 rounded-control border border-line bg-canvas px-3 py-1.5"
            >
              <span className="min-w-0 flex-1 break-words text-ink">{rule}</span>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t('listingForm.removeRule', { rule })}
                className="-mr-2 flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-danger"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
      {/* The rule being typed and those added: visitors read them with contact details hidden. */}
      <ContactPreview draft={[draft, ...rules].join('\n')} reader="visitors" id={`${id}-contacts`} />
    </div>
  )
}
