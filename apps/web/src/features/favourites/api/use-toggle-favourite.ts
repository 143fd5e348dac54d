import { favouriteEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { unwrap } from '../../../lib/api-client.ts'
import { errorFields, errorMessage } from '../../../lib/api-error.ts'
import { callApi } from '../../../lib/call-api.ts'
import type { TWantedDates } from '../lib/wanted-dates.ts'
import { FAVOURITE_KEYS } from './favourite-keys.ts'

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
      await queryClient.cancelQueries({ queryKey: FAVOURITE_KEYS.ids })
      const previous = queryClient.getQueryData<number[]>(FAVOURITE_KEYS.ids)
      const others = (previous ?? []).filter((id) => id !== listingId)
      queryClient.setQueryData<number[]>(FAVOURITE_KEYS.ids, save ? [listingId, ...others] : others)
      return { previous }
    },
    onError: (error, _toggle, context) => {
      queryClient.setQueryData(FAVOURITE_KEYS.ids, context?.previous)
      toast.error(errorFields(error).listing ?? errorMessage(error, t('favourites.saveFailed')))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVOURITE_KEYS.all }),
  })
}
