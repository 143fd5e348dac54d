import { LANGUAGES, pageHeads } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { PAGE_TEXTS, type TPageKey } from './page-texts.ts'

/** The pages whose heading (and intro, when the web shows one) the web app shows on the page. */
const WEB_HEADS: Array<[TPageKey, string, string | undefined]> = [
  ['home', 'home.title', 'home.intro'],
  ['about', 'about.title', 'about.intro'],
  ['blogs', 'blogs.title', 'blogs.intro'],
  ['contact', 'contact.title', 'contact.intro'],
  ['explore', 'explore.title', 'explore.intro'],
  ['map', 'map.title', undefined],
  ['fees', 'fees.title', 'fees.intro'],
  ['faq', 'faq.title', 'faq.intro'],
  ['hostGuide', 'hostGuide.title', 'hostGuide.intro'],
  ['listYourProperty', 'listYourProperty.title', 'listYourProperty.intro'],
  ['signup', 'auth.signup.title', undefined],
  ['login', 'auth.login.pageTitle', undefined],
  ['rentalsManagement', 'rentalsManagement.title', undefined],
]

describe('the texts the server writes into a page’s head', () => {
  it.each(LANGUAGES)('say what the web app shows on the same page (%s)', (language) => {
    const heads: Record<string, string> = pageHeads[language]
    for (const [page, title, intro] of WEB_HEADS) {
      expect(PAGE_TEXTS[language][page].title, page).toBe(heads[title])
      if (intro) {
        const percent = /\{\{percent\}\}/
        const expected = new RegExp(
          `^${(heads[intro] as string).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(percent, '\\d+')}$`,
        )
        expect(PAGE_TEXTS[language][page].description, page).toMatch(expected)
      }
    }
  })

  it('fill in the fee and leave no placeholder', () => {
    expect(PAGE_TEXTS.en.fees.description).toContain('12% service fee')
    expect(PAGE_TEXTS.fr.fees.description).toMatch(/12\s%/)
    const pages = Object.keys(PAGE_TEXTS.en).filter((key) => key !== 'listingTitle' && key !== 'guests')
    for (const language of LANGUAGES)
      for (const page of pages) {
        const text = PAGE_TEXTS[language][page as TPageKey]
        if (typeof text !== 'object') continue
        expect(`${text.title} ${text.description}`, `${language} ${page}`).not.toMatch(/\{\{|^\s|undefined/)
        expect(text.title.length, `${language} ${page}`).toBeGreaterThan(2)
        expect(text.description.length, `${language} ${page}`).toBeGreaterThan(20)
      }
  })
})
