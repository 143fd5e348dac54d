/** How long an answer is trusted: a reachable server is asked again hourly, a silent one sooner. */
const TRUST_REACHABLE_MS = 60 * 60 * 1000
const TRUST_UNREACHABLE_MS = 5 * 60 * 1000
const TIMEOUT_MS = 2500

/** The first tile of the world, to ask whether the server answers at all. */
export function firstTileUrl(template: string): string {
  return template
    .replace('{s}', 'a')
    .replace('{z}', '0')
    .replace('{x}', '0')
    .replace('{y}', '0')
    .replace('{r}', '')
}

/**
 * Whether the tile server answers, asked from this server (one tile, identified by our
 * User-Agent as OpenStreetMap's tile policy asks). The web app gets the tile URL only when it
 * does, so an offline machine draws the plain map at once instead of a grid of failed images and
 * console errors. Each API process keeps its own answer: it is the same for all of them and
 * asking twice costs one small request an hour.
 */
export function createTileProbe(options: { template: string | undefined; userAgent: string }) {
  let known: { isReachable: boolean; until: number } | undefined
  let asking: Promise<boolean> | undefined

  async function ask(template: string): Promise<boolean> {
    try {
      const response = await fetch(firstTileUrl(template), {
        headers: { 'user-agent': options.userAgent },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      await response.body?.cancel()
      return response.ok
    } catch {
      return false
    }
  }

  return {
    /** The tile URL template when its server answers, else null (no tiles configured, or offline). */
    async reachableTemplate(): Promise<string | null> {
      const template = options.template
      if (!template) return null
      if (!known || known.until <= Date.now()) {
        asking ??= ask(template).then((isReachable) => {
          known = {
            isReachable,
            until: Date.now() + (isReachable ? TRUST_REACHABLE_MS : TRUST_UNREACHABLE_MS),
          }
          asking = undefined
          return isReachable
        })
        await asking
      }
      return known?.isReachable ? template : null
    },
  }
}
