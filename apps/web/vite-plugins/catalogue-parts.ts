import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { splitCatalogue, type TTextTree } from '../src/lib/first-screen-texts.ts'

const PREFIX = 'virtual:catalogue/'
const RESOLVED = `\0${PREFIX}`
const PARTS = ['first', 'rest'] as const

/**
 * `virtual:catalogue/<language>-first` and `…/<language>-rest`: one language's web catalogue
 * (src/locales/<language>.json) cut at build time into the first screen's texts and the others
 * (lib/first-screen-texts.ts), each a chunk of its own. The catalogue stays one file per language
 * for those who write it; only what the browser downloads is cut.
 */
export function catalogueParts(localesDir = join(import.meta.dirname, '../src/locales')): Plugin {
  return {
    name: 'demeure:catalogue-parts',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined
      const [language, part] = id.slice(RESOLVED.length).split('-')
      if (!/^[a-z]{2}$/.test(language ?? '') || !PARTS.includes(part as (typeof PARTS)[number])) {
        this.error(
          `unknown catalogue part ${id.slice(1)}: use virtual:catalogue/<language>-first or …/<language>-rest`,
        )
      }
      const file = join(localesDir, `${language}.json`)
      this.addWatchFile(file)
      const texts = splitCatalogue(JSON.parse(readFileSync(file, 'utf8')) as TTextTree)[
        part as 'first' | 'rest'
      ]
      // JSON.parse of a string is read faster by engines than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))})`
    },
  }
}
