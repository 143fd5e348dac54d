/**
 * The web catalogue's texts the home page's first screen needs (the app's frame, the header,
 * footer, search bar, results and map): a path is a whole group ('common'), a part of one
 * ('panel.nav') or one text ('admin.title', with its plural forms 'x_one', 'x_other'). The build
 * (vite-plugins/catalogue-parts.ts) cuts each language's catalogue in two: these texts load with
 * the app, the others with the first page or widget that may need them (lib/i18n.ts).
 * first-screen-texts.test.ts reads the code the home route loads at start and fails when it uses
 * a text that is not listed here: add it here, the file names stay as they are.
 */
export const FIRST_SCREEN_TEXTS = [
  'common',
  'errors',
  'nav',
  'header',
  'languages',
  'searchBar',
  'footer',
  'home',
  'map',
  'listings',
  'empty',
  'favourites',
  'savedSearches',
  'notifications',
  'live',
  'listingTypes',
  'roomCategories',
  'places',
  'cities',
  'panel.nav',
  'listingForm.title',
  'admin.title',
  'fees.navLabel',
  'privacyPage.navLabel',
  'termsPage.navLabel',
] as const

export type TTextTree = { [key: string]: string | TTextTree }

/** Whether a text's key (as the code writes it, or a prefix of keys) is in the first screen's texts. */
export function isFirstScreenKey(key: string, paths: readonly string[] = FIRST_SCREEN_TEXTS): boolean {
  return paths.some((path) => key === path || key.startsWith(`${path}.`) || key.startsWith(`${path}_`))
}

/**
 * One catalogue cut in two: the texts under `paths` (a leaf's plural forms with it) and the others.
 * Merged back (deeply) they are the catalogue; a group cut in the middle appears in both.
 */
export function splitCatalogue(tree: TTextTree, paths: readonly string[] = FIRST_SCREEN_TEXTS) {
  const first: TTextTree = {}
  const rest: TTextTree = {}
  const visit = (node: TTextTree, prefix: string, firstNode: TTextTree, restNode: TTextTree) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key
      const plural = path.replace(/_(zero|one|two|few|many|other)$/, '')
      if (paths.includes(path) || paths.includes(plural) || paths.some((p) => path.startsWith(`${p}.`))) {
        firstNode[key] = value
      } else if (typeof value === 'object' && paths.some((p) => p.startsWith(`${path}.`))) {
        firstNode[key] = {}
        restNode[key] = {}
        visit(value, path, firstNode[key] as TTextTree, restNode[key] as TTextTree)
      } else {
        restNode[key] = value
      }
    }
  }
  visit(tree, '', first, rest)
  return { first, rest }
}
