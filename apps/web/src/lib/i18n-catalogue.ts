import {
  amenityLabels,
  pageHeads,
  type TAmenityLabelKey,
  type TLanguage,
  type TPageHeadKey,
  type TValidationKey,
  validationMessages,
} from '@demeure/shared/zod-free'

type TUnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never
type TPathTree<K extends string> = K extends `${infer Head}.${infer Rest}`
  ? { [P in Head]: TPathTree<Rest> }
  : { [P in K]: string }

/** The shared texts as nested groups: 'listing.photoSize' becomes { listing: { photoSize } }. */
export type TSharedCatalogue = TUnionToIntersection<
  TPathTree<TValidationKey | TPageHeadKey | TAmenityLabelKey>
>

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

/** The texts the shared package holds for both apps: validation messages, page heads, amenities. */
export function sharedTexts(language: TLanguage): Record<string, string> {
  return { ...validationMessages[language], ...pageHeads[language], ...amenityLabels[language] }
}

/** One language's full catalogue: its web texts (locales/<language>.json) and the shared texts. */
export function withSharedTexts<T extends object>(web: T, language: TLanguage) {
  return mergeCatalogues(web as unknown as TTree, nestMessages(sharedTexts(language))) as unknown as T &
    TSharedCatalogue
}

/**
 * Each language's web texts are two chunks of their own, cut at build time
 * (vite-plugins/catalogue-parts.ts): the first screen's texts (first-screen-texts.ts), fetched with
 * the app, and the others, fetched before the first page or widget that may need them. A visitor
 * downloads one language, and the home page only its first part.
 */
const webCatalogues: Record<TLanguage, Record<'first' | 'rest', () => Promise<{ default: TTree }>>> = {
  en: {
    first: () => import('virtual:catalogue/en-first'),
    rest: () => import('virtual:catalogue/en-rest'),
  },
  fr: {
    first: () => import('virtual:catalogue/fr-first'),
    rest: () => import('virtual:catalogue/fr-rest'),
  },
}

/** One language's first-screen catalogue: its first web texts and the shared texts. */
export async function loadCatalogue(language: TLanguage): Promise<TTree> {
  const web = await webCatalogues[language].first()
  return withSharedTexts(web.default, language) as unknown as TTree
}

/** The rest of one language's web texts (what loadCatalogue left out), to add to it. */
export async function loadRestOfCatalogue(language: TLanguage): Promise<TTree> {
  return (await webCatalogues[language].rest()).default
}
