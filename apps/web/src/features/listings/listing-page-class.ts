/** The listing page's frame, shared with the server's first screen of it (listing-first-screen.tsx). */
export const LISTING_PAGE_CLASS = 'page-container py-6 sm:py-8'
