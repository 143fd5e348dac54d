import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

/**
 * axe-core itself, run in the page. The @axe-core/playwright wrapper that carries the newest
 * axe-core asks for Node 22, and Demeure runs on Node 20.19 (README): the wrapper only evaluates
 * axe's source in the page and calls `axe.run`, which this does. Evaluating it through the
 * DevTools protocol (not a <script> tag) is what lets it run under the app's Content-Security-Policy.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** How long to wait for running transitions (a map marker fading in) before checking anyway. */
const SETTLE_MS = 5_000
/** Checks in a row, this far apart, that must find nothing moving: a fade may start a frame later. */
const CALM_CHECKS = 3
const CHECK_EVERY_MS = 100

/**
 * Waits until no finite animation or transition runs and every map marker is fully opaque, several
 * checks in a row: one check could pass just before the map's bubbles were drawn again and faded in,
 * and axe then judged them mid-fade. The cluster layer also sets a marker's opacity itself before
 * its fade starts, with no animation running yet, and axe measured a bubble's white count at 1.01:1
 * on the map then (CI, 2026-11-29). A spinner's endless turn never ends, so it is not waited for.
 */
async function settle(page: Page) {
  const isCalm = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ) &&
        [...document.querySelectorAll('.leaflet-marker-icon')].every(
          (marker) => getComputedStyle(marker).opacity === '1',
        ),
    )
  const deadline = Date.now() + SETTLE_MS
  for (let calm = 0; calm < CALM_CHECKS && Date.now() < deadline; ) {
    calm = (await isCalm()) ? calm + 1 : 0
    await page.waitForTimeout(CHECK_EVERY_MS)
  }
}

export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  // Colours are judged as painted: a marker still fading in measures a contrast it never keeps.
  await settle(page)
  await page.evaluate(axeSource)
  return page.evaluate(
    (runOptions) =>
      (
        window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }
      ).axe.run(document, runOptions),
    options,
  )
}
