import type { ZFileLink } from '@demeure/shared'
import { verificationEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

export type TFileLink = z.infer<typeof ZFileLink>

/** Signed links live 5 minutes: ask again a little before, so a player never gets a dead one. */
const LINK_FRESH_MS = 4 * 60_000

export async function fetchFileLink(id: string, signal?: AbortSignal): Promise<TFileLink> {
  return unwrap(await callApi(verificationEndpoints.fileLink, { params: { id }, auth: true, signal }))
}

/** GET /api/files/{id}/: a short-lived link to a private file (owner or staff), e.g. for a <video>. */
export function useFileLink(id: string | undefined) {
  return useQuery({
    queryKey: endpointKey(verificationEndpoints.fileLink, { id: id ?? '' }),
    queryFn: ({ signal }) => fetchFileLink(id as string, signal),
    enabled: Boolean(id),
    staleTime: LINK_FRESH_MS,
    refetchInterval: LINK_FRESH_MS,
  })
}
