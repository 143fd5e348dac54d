import { createBrowserRouter } from 'react-router'
import { appRoutes } from './router.tsx'

/** Built apart from the routes, so a test can read the routes without starting a router. */
export const router = createBrowserRouter(appRoutes)
