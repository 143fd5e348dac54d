import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { accuracy, FIELDS, scoreCase, TARGET, type TEvalFile } from '../../../eval/score.ts'
import { understand } from './understand.ts'

const file = JSON.parse(
  readFileSync(new URL('../../../eval/chat-cases.json', import.meta.url), 'utf8'),
) as TEvalFile

/**
 * The eval's reading half, offline and fast: every case of eval/chat-cases.json through the
 * extractors, so a regression in understanding fails `npm test` (`npm run eval:chat` adds the
 * database half: the listings each answer shows).
 */
describe('the room finder eval cases', () => {
  it('has at least 80 cases, half of them in French', () => {
    expect(file.cases.length).toBeGreaterThanOrEqual(80)
    expect(file.cases.filter((item) => item.expect.language === 'fr').length * 2).toBeGreaterThanOrEqual(
      file.cases.length,
    )
  })

  it.each(FIELDS)(`understands %s in at least ${TARGET * 100}% of the cases`, (field) => {
    const scored = file.cases.map((item) => ({
      id: item.id,
      fields: scoreCase(
        item.expect,
        understand({
          message: item.message,
          history: item.history ?? [],
          today: file.today,
          fallbackLanguage: item.accept_language ?? 'en',
        }),
      ),
    }))
    const result = accuracy(scored)[field]
    expect(result.share, `missed: ${result.misses.join(', ')}`).toBeGreaterThanOrEqual(TARGET)
  })
})
