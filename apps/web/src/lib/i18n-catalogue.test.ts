import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCatalogue, loadRestOfCatalogue, mergeCatalogues } from './i18n-catalogue.ts'
import { resources } from './i18n-resources.ts'

describe('loadCatalogue', () => {
  it.each(['en', 'fr'] as const)(
    'gives the %s first-screen texts with the shared texts; with the rest, the whole catalogue',
    async (language) => {
      const first = await loadCatalogue(language)
      const rest = await loadRestOfCatalogue(language)
      expect(first).toHaveProperty('common')
      expect(first).toHaveProperty('validation')
      // The pages' own groups wait for their pages.
      expect(first).not.toHaveProperty('hostBookings')
      expect(rest).toHaveProperty('hostBookings')
      expect(mergeCatalogues(first, rest)).toEqual(resources[language].translation)
    },
  )
})

describe('one catalogue per visitor', () => {
  it('no app module imports i18n-resources.ts, which holds both languages (types and tests only)', () => {
    const srcDir = join(import.meta.dirname, '..')
    const importers = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) return walk(path)
        const isAppCode = /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')
        return isAppCode && /i18n-resources/.test(readFileSync(path, 'utf8')) ? [relative(srcDir, path)] : []
      })
    })(srcDir)
    expect(importers).toEqual([])
  })
})
