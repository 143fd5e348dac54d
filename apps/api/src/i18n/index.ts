import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@demeure/shared'
import type { TMessageKey } from './en.ts'
import { createTextEngine } from './engine.ts'

export type { TMessageKey }
export type TParams = Record<string, string | number>
export type TTranslate = (key: TMessageKey | string, params?: TParams) => string

const engine = createTextEngine()

/**
 * A text in the reader's language, English when it has none. Given a numeric `count`, a text with
 * plural forms takes the form that count calls for, as the web's catalogue does (`key_one` beside
 * `key`): "1 second", "2 seconds"; French reads 0 and 1 as singular. The params go to i18next as
 * `replace` only, so a param named like one of its options (lng, context, defaultValue) is text.
 */
export function translate(language: TLanguage, key: string, params: TParams = {}): string {
  const count = typeof params.count === 'number' ? params.count : undefined
  return engine.t(key, { lng: language, replace: params, ...(count === undefined ? {} : { count }) })
}

/** The best of our languages for an Accept-Language header (q-values honoured), else English. */
export function pickLanguage(header: string | undefined): TLanguage {
  if (!header) return DEFAULT_LANGUAGE
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.find((p) => p.trim().startsWith('q='))
      return { base: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.base))
  return (match?.base as TLanguage | undefined) ?? DEFAULT_LANGUAGE
}
