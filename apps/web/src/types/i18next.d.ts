import 'i18next'
import type { resources } from '../lib/i18n-resources.ts'

// Typed keys: a t('…') call with a key missing from en.json fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: (typeof resources)['en']
  }
}
