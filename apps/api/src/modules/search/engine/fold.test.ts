import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TTestApp } from '../../../test/test-app.ts'
import { foldLikePostgres } from './fold.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Texts a title, a street or a search may hold, folded by the database as search_text is. */
const SAMPLES = [
  'Grand 5½ rénové, Plateau-Mont-Royal',
  '4¼ près du métro',
  'Chambre ¾ meublée',
  'Œuvre d’art — Rue Saint-Urbain',
  'L’Île-des-Sœurs « calme »',
  'Crémazie… Côte-des-Neiges',
  'ÉTUDIANT À MONTRÉAL',
  'Straße Łódź',
]

describe('foldLikePostgres', () => {
  it('folds as unaccent(lower()) does, fractions and ligatures included', async () => {
    for (const text of SAMPLES) {
      const result = await t.database.db.execute(sql`select unaccent(lower(${text})) as folded`)
      const [row] = (result as unknown as { rows: { folded: string }[] }).rows
      expect(foldLikePostgres(text), text).toBe(row?.folded)
    }
  })
})
