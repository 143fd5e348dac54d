import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { TFirstScreen, TLanguage, TRenderFirstScreen } from '@demeure/shared'
import { LRUCache } from 'lru-cache'
import { buildFile } from './app-shell.ts'

/** Where index.html's stand-in takes a first screen. */
export const FIRST_SCREEN_MARK = '<!--first-screen-->'

/** Rendered screens kept per process, by what they show: some 2,000 listing pages' worth. */
const CACHE_BYTES = 16 * 1024 * 1024

/**
 * The first screen of home, a listing, the blog and the map, rendered into the page's HTML so a
 * phone shows the page before the app's code arrives (docs/decisions/012). The web build's own
 * renderer does it (apps/web/src/first-screen, built to dist/server/first-screen.js, loaded again
 * when a rebuild changes it); without it (no web build, or an older one) pages go out without a
 * first screen, as before.
 *
 * Renders are cached by their input (the screen's data and language), so a change to a listing,
 * its rating or the newest homes renders anew; nothing is shared between processes, and nothing
 * can go stale.
 */
export function createFirstScreens(distDir: string | undefined) {
  const file = distDir ? path.join(distDir, 'server', 'first-screen.js') : undefined
  // A query string per version: Node caches a module by its URL.
  const renderer = buildFile(file, async (moduleFile, version) => {
    const module = (await import(`${pathToFileURL(moduleFile).href}?v=${version}`)) as {
      renderFirstScreen?: TRenderFirstScreen
    }
    return typeof module.renderFirstScreen === 'function' ? module.renderFirstScreen : undefined
  })
  const rendered = new LRUCache<string, string>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (html, key) => html.length + key.length,
  })
  let renderedBy: TRenderFirstScreen | undefined

  return {
    /** The screen's HTML, or undefined when this build has no renderer. */
    async render(screen: TFirstScreen, language: TLanguage, pagePath: string): Promise<string | undefined> {
      const render = file && existsSync(file) ? await renderer() : undefined
      if (!render) return undefined
      // Another build draws differently: its screens start from an empty cache.
      if (render !== renderedBy) {
        rendered.clear()
        renderedBy = render
      }
      const key = `${language}:${pagePath}:${JSON.stringify(screen)}`
      let html = rendered.get(key)
      if (html === undefined) {
        html = render(screen, language, pagePath)
        rendered.set(key, html)
      }
      return html
    },
  }
}

/**
 * index.html with a first screen in its stand-in (#app-shell, at its <!--first-screen--> mark):
 * marked so the app knows to wait for its page (apps/web/src/lib/first-screen.ts) and no longer
 * hidden from screen readers, and with the app's code fetched after the screen's images, which
 * are what the visitor sees first (whatever attributes the build gives the script tag). A build
 * without the mark is left as it is.
 */
export function injectFirstScreen(page: string, html: string): string {
  if (!page.includes(FIRST_SCREEN_MARK)) return page
  return (
    page
      .replace(/<div id="app-shell"[^>]*>/, '<div id="app-shell" data-first-screen>')
      // A function, not a string, as the replacement: "$&" in a listing title must stay text.
      .replace(FIRST_SCREEN_MARK, () => html)
      .replace('<script type="module"', '<script type="module" fetchpriority="low"')
  )
}
