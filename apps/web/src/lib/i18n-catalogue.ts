import { type TLanguage, type TValidationKey, validationMessages } from '@demeure/shared/zod-free'

type TUnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never
type TPathTree<K extends string> = K extends `${infer Head}.${infer Rest}`
  ? { [P in Head]: TPathTree<Rest> }
  : { [P in K]: string }

/** The shared texts as nested groups: 'listing.photoSize' becomes { listing: { photoSize } }. */
export type TSharedCatalogue = TUnionToIntersection<TPathTree<TValidationKey>>

export type TTree = { [key: string]: string | TTree }

/**
 * The shared package keeps its texts flat ('validation.required', 'listing.photoSize') because
 * the API uses them too; i18next reads dots as nesting, so they are nested here, not duplicated.
 */
export function nestMessages(messages: Record<string, string>): TTree {
  const tree: TTree = {}
  for (const [key, text] of Object.entries(messages)) {
    const path = key.split('.')
    const leaf = path.pop() as string
    let node = tree
    for (const part of path) {
      node[part] ??= {}
      node = node[part] as TTree
    }
    node[leaf] = text
  }
  return tree
}

/** Deep merge of the web catalogue and the shared texts (a test keeps their keys apart). */
export function mergeCatalogues(web: TTree, shared: TTree): TTree {
  const merged: TTree = { ...web }
  for (const [key, value] of Object.entries(shared)) {
    const existing = merged[key]
    merged[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeCatalogues(existing, value) : value
  }
  return merged
}

/** One language's full catalogue: its web texts (locales/<language>.json) and the shared texts. */
export function withSharedTexts<T extends object>(web: T, language: TLanguage) {
  return mergeCatalogues(
    web as unknown as TTree,
    nestMessages(validationMessages[language]),
  ) as unknown as T & TSharedCatalogue
}

/**
 * Each language's web texts are a chunk of their own, fetched when that language is first used:
 * a visitor downloads one catalogue, not both.
 */
const webCatalogues: Record<TLanguage, () => Promise<{ default: object }>> = {
  en: () => import('../locales/en.json'),
  fr: () => import('../locales/fr.json'),
}

export async function loadCatalogue(language: TLanguage): Promise<TTree> {
  const web = await webCatalogues[language]()
  return withSharedTexts(web.default, language) as unknown as TTree
}
