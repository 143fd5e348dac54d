import { LANGUAGES, PAGE_PATHS } from '@demeure/shared/zod-free'
import { expect, test } from './support/fixtures.ts'

/**
 * The server writes each public page's <title> (link previews and search results read it, before
 * any script runs); the app then sets the tab's title itself. Both must say the same thing, in both
 * languages, or a shared link and the open tab name one page two ways.
 */
const MAIN_PAGES = [
  PAGE_PATHS.home,
  PAGE_PATHS.explore,
  PAGE_PATHS.map,
  PAGE_PATHS.blogs,
  PAGE_PATHS.about,
  PAGE_PATHS.contact,
  PAGE_PATHS.fees,
  PAGE_PATHS.faq,
  PAGE_PATHS.terms,
  PAGE_PATHS.hostGuide,
  PAGE_PATHS.listYourProperty,
  PAGE_PATHS.rentalsManagement,
  PAGE_PATHS.login,
  PAGE_PATHS.signup,
]
const BEFORE_THE_APP = 'before the app'

test.describe('page titles', () => {
  test.skip(({ isMobile }) => isMobile, 'titles do not depend on the screen')
  // Fourteen pages one after the other: about 50 s on a quiet machine.
  test.setTimeout(180_000)

  for (const language of LANGUAGES) {
    test(`the server's <title> is the title the app sets (${language})`, async ({
      page,
      request,
      baseURL,
    }) => {
      await page.context().addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }])
      await page.addInitScript((lang) => localStorage.setItem('i18nextLng', lang), language)
      const differences: string[] = []
      for (const path of MAIN_PAGES) {
        const html = await (await request.get(`${path}?lang=${language}`)).text()
        const serverTitle = /<title>([^<]*)<\/title>/
          .exec(html)?.[1]
          ?.replaceAll('&amp;', '&')
          .replaceAll('&#39;', "'")
        // The HTML's own title is replaced, so the test waits for the one the app writes.
        await page.route(
          (url) => url.pathname === path,
          async (route) => {
            const response = await route.fetch()
            const body = (await response.text()).replace(
              /<title>[^<]*<\/title>/,
              `<title>${BEFORE_THE_APP}</title>`,
            )
            await route.fulfill({ response, body })
          },
        )
        await page.goto(path)
        await expect(page).not.toHaveTitle(BEFORE_THE_APP)
        const appTitle = await page.title()
        if (appTitle !== serverTitle) differences.push(`${path}: server "${serverTitle}", app "${appTitle}"`)
        await page.unrouteAll()
      }
      expect(differences).toEqual([])
    })
  }
})
