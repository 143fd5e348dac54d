import { favouriteEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'
import { clearVisitorFavourites, visitorFavourites } from '../lib/visitor-favourites.ts'

/**
 * The ids of the account's saved homes (GET /api/favourites/ids/), which draw the hearts. The first
 * read after sign-in or sign-up first merges the homes hearted in this browser as a visitor
 * (POST /api/favourites/merge/), with the dates wanted for each, then forgets them here.
 */
export function useFavouriteIds(isSignedIn: boolean) {
  return useQuery({
    queryKey: endpointKey(favouriteEndpoints.ids),
    enabled: isSignedIn,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const hearted = visitorFavourites()
      if (hearted.length > 0) {
        const merged = await callApi(favouriteEndpoints.merge, {
          auth: true,
          signal,
          body: { items: hearted },
        })
        // A list the server refuses (4xx) would be refused again: it is forgotten too.
        if (merged.ok || (merged.status >= 400 && merged.status < 500 && merged.status !== 401))
          clearVisitorFavourites()
        if (merged.ok) return { property_ids: merged.body.property_ids }
        if (merged.status === 401) throw new ApiError(merged.status, merged.body)
      }
      return unwrap(await callApi(favouriteEndpoints.ids, { auth: true, signal }))
    },
    select: (answer) => answer.property_ids,
  })
}
