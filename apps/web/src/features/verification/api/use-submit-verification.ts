import { verificationEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'
import { uploadToEndpoint } from '../../../lib/upload-with-progress.ts'

type TSubmitVerification = {
  body: FormData
  /** A first submission creates it (POST); a pending or rejected one is sent again (PATCH). */
  isResubmission: boolean
  onProgress: (fraction: number) => void
}

/** POST or PATCH /api/verification/ (multipart: the fields and the documents). */
export function useSubmitVerification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ body, isResubmission, onProgress }: TSubmitVerification) => {
      const endpoint = isResubmission ? verificationEndpoints.resubmit : verificationEndpoints.submit
      return unwrap(await uploadToEndpoint(endpoint, body, { onProgress }))
    },
    onSuccess: (verification) =>
      queryClient.setQueryData(endpointKey(verificationEndpoints.mine), verification),
  })
}
