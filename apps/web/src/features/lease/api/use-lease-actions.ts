import type { TLease, TLeaseHostFields } from '@demeure/shared'
import { stayEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { saveEndpointFile } from '../../../lib/endpoint-file.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** Puts the answer in the cache: the section shows the new status at once (on either side). */
function useStoreLease(bookingId: number) {
  const queryClient = useQueryClient()
  return (lease: TLease) =>
    queryClient.setQueryData(endpointKey(stayEndpoints.lease, { id: bookingId }), lease)
}

/** PUT /api/bookings/{id}/lease/: the host's sections F and G. */
export function useSaveHostFields(bookingId: number) {
  const store = useStoreLease(bookingId)
  return useMutation({
    mutationFn: async (fields: TLeaseHostFields) =>
      unwrap(await callApi(stayEndpoints.fillLease, { params: { id: bookingId }, auth: true, body: fields })),
    onSuccess: store,
  })
}

/** POST /api/bookings/{id}/lease/sign/: the typed name and the consent. */
export function useSignLease(bookingId: number) {
  const store = useStoreLease(bookingId)
  return useMutation({
    mutationFn: async (body: { name: string; consent: true }) =>
      unwrap(await callApi(stayEndpoints.signLease, { params: { id: bookingId }, auth: true, body })),
    onSuccess: store,
  })
}

/** POST /api/bookings/{id}/lease/notice/: the renter's notice of non-renewal. */
export function useGiveNotice(bookingId: number) {
  const store = useStoreLease(bookingId)
  return useMutation({
    mutationFn: async () =>
      unwrap(await callApi(stayEndpoints.leaseNotice, { params: { id: bookingId }, auth: true })),
    onSuccess: store,
  })
}

/** GET /api/bookings/{id}/lease/pdf/, saved as a file. */
export function useDownloadLeasePdf(bookingId: number) {
  const { i18n } = useTranslation()
  return useMutation({
    mutationFn: () =>
      saveEndpointFile(stayEndpoints.leasePdf, {
        params: { id: bookingId },
        language: i18n.resolvedLanguage ?? 'en',
        fallbackName: `bail-lease-${bookingId}.pdf`,
      }),
  })
}
