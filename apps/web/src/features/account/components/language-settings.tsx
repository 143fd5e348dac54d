import { LANGUAGES, type TLanguage } from '@demeure/shared'
import { Check } from 'lucide-react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { FlagIcon } from '../../../components/ui/flag-icon.tsx'
import { cx } from '../../../lib/cx.ts'
import { useLanguageSwitch } from '../use-language-switch.ts'

/** The two languages as a radio group of cards. */
export function LanguageSettings() {
  const { t, i18n } = useTranslation()
  const { language, switchTo } = useLanguageSwitch()

  async function choose(next: TLanguage) {
    if (next === language) return
    // i18n.t, not this render's t: the confirmation is said in the newly chosen language.
    if (await switchTo(next)) toast.success(i18n.t('settings.languageSaved'))
  }

  return (
    <fieldset>
      <legend className="sr-only">{t('settings.languageTitle')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {LANGUAGES.map((code) => {
          const isChosen = code === language
          return (
            <label
              key={code}
              className={cx(
                'flex min-h-14 cursor-pointer items-center gap-3 rounded-control border px-4 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
                isChosen ? 'border-brand bg-brand-soft' : 'border-line-strong bg-surface hover:bg-canvas',
              )}
            >
              <input
                type="radio"
                name="language"
                value={code}
                checked={isChosen}
                onChange={() => void choose(code)}
                className="sr-only"
              />
              <FlagIcon language={code} />
              <span lang={code} className="font-medium">
                {t(`languages.${code}`)}
              </span>
              {isChosen && <Check aria-hidden="true" className="ml-auto size-5 text-brand" />}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
