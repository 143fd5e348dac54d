/** What other features may use from saved homes (the Saved homes tab is a lazy route of its own). */
export { FavouriteHeart } from './components/favourite-heart.tsx'
