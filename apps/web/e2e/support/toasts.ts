import { type BrowserContext, expect, type Page } from '@playwright/test'

type TToastLog = { __toastTexts?: string[] }

/**
 * Records every text a status region (a toast) shows, from the first script of each page on. A
 * success toast lasts 2 s (the spec's timing): on a loaded machine, polling for it to be visible
 * could start after it was gone, and a test failed on a toast that had been shown. The log keeps it.
 */
export async function recordToasts(target: BrowserContext | Page) {
  await target.addInitScript(() => {
    const log: string[] = []
    ;(window as TToastLog).__toastTexts = log
    const lastText = new WeakMap<Element, string>()
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        const text = region.textContent?.trim() ?? ''
        if (text && lastText.get(region) !== text) log.push(text)
        lastText.set(region, text)
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
}

/**
 * Waits until a toast with this text has been shown on the page (since it was loaded), and takes
 * it off the log, so a second toast of the same text needs a second showing.
 */
export async function expectToast(page: Page, text: string) {
  const shown = () =>
    page.evaluate((wanted) => {
      const log = (window as TToastLog).__toastTexts
      if (!log) throw new Error('toasts are not recorded on this page: call recordToasts(context) first')
      const index = log.findIndex((seen) => seen.includes(wanted))
      if (index >= 0) log.splice(index, 1)
      return index >= 0
    }, text)
  await expect.poll(shown, { message: `a toast saying "${text}"`, timeout: 10_000 }).toBe(true)
}
