import type { TFavouriteIds } from '@demeure/shared'
import { favouriteEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { unwrap } from '../../../lib/api-client.ts'
import { errorFields, errorMessage } from '../../../lib/api-error.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey, invalidateEndpoints } from '../../../lib/endpoint-key.ts'
import type { TWantedDates } from '../lib/wanted-dates.ts'
import { FAVOURITE_ENDPOINTS } from './favourite-endpoints.ts'

/** The hearts' entry (useFavouriteIds), turned at once before the server answers. */
const hearts = { queryKey: endpointKey(favouriteEndpoints.ids) }

/** A home to save (with the dates wanted, if any) or to forget. */
type TToggle = { listingId: number; save: boolean; dates?: TWantedDates }

/**
 * PUT or DELETE /api/favourites/{id}/: the heart turns at once (optimistic), and turns back with the
 * server's reason if the call fails.
 */
export function useToggleFavourite() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ listingId, save, dates }: TToggle) => {
      const params = { listingId }
      if (save) unwrap(await callApi(favouriteEndpoints.save, { params, auth: true, body: dates ?? {} }))
      else unwrap(await callApi(favouriteEndpoints.remove, { params, auth: true }))
    },
    onMutate: async ({ listingId, save }: TToggle) => {
      await queryClient.cancelQueries(hearts)
      const previous = queryClient.getQueryData<TFavouriteIds>(hearts.queryKey)
      const others = (previous?.property_ids ?? []).filter((id) => id !== listingId)
      queryClient.setQueryData<TFavouriteIds>(hearts.queryKey, {
        ...previous,
        property_ids: save ? [listingId, ...others] : others,
      })
      return { previous }
    },
    onError: (error, _toggle, context) => {
      queryClient.setQueryData(hearts.queryKey, context?.previous)
      toast.error(errorFields(error).listing ?? errorMessage(error, t('favourites.saveFailed')))
    },
    onSettled: () => invalidateEndpoints(queryClient, ...FAVOURITE_ENDPOINTS),
  })
}
