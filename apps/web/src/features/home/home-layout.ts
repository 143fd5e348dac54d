/**
 * Home's frame, shared by the page and the server's first screen of it (home-first-screen.tsx),
 * so the one takes the other's place without moving.
 */
export const HOME_LAYOUT = {
  /** The results beside the map on desktop, alone on phones. */
  columns: 'page-container grid gap-8 pt-4 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:pt-2',
  /** The count, with the filters and sort order beside it. */
  resultsHeader: 'mb-4 flex flex-wrap items-center justify-between gap-3',
  /** The map's column on desktop: as tall as the screen under the header and search bar. */
  desktopMap: 'sticky top-[calc(var(--header-height)+6.5rem)] h-[calc(100dvh-var(--header-height)-8rem)]',
} as const
