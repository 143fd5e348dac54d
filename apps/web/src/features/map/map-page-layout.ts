/** The map page's frame, shared with the server's first screen of it (map-first-screen.tsx). */
export const MAP_PAGE_LAYOUT = {
  /** The map fills the screen under the header. */
  frame: 'relative h-[calc(100dvh-var(--header-height))] min-h-96',
  /** The city box and the status chip, over the map's top edge. */
  controls:
    'pointer-events-none absolute inset-x-0 top-0 z-[500] flex flex-col items-center gap-2 p-3 sm:items-start sm:p-4',
  citySearch: 'pointer-events-auto w-full max-w-sm',
  status: 'pointer-events-auto',
} as const
