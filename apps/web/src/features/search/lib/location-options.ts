import { DEFAULT_LOCATIONS, foldText } from '@demeure/shared/zod-free'

/**
 * The default suggestions in the spec's order (§9). The spec names London twice; a list showing
 * the same city twice looks broken, so the second one is dropped.
 */
export const LOCATION_OPTIONS: readonly string[] = [...new Set(DEFAULT_LOCATIONS)]

/**
 * The options whose name or shown label contains the text, ignoring case and accents,
 * so 'quebec' finds 'Québec' in French.
 */
export function filterLocations(
  options: readonly string[],
  text: string,
  labelOf: (name: string) => string,
): string[] {
  const query = foldText(text)
  if (!query) return [...options]
  return options.filter((name) => foldText(name).includes(query) || foldText(labelOf(name)).includes(query))
}
