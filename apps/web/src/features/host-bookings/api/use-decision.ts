import { moneyEndpoints, type TEndpoint, type TEndpointShape } from '@demeure/shared/zod-free'
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi, type TJsonEndpoint } from '../../../lib/call-api.ts'
import { endpointKey, invalidateEndpoints } from '../../../lib/endpoint-key.ts'
import type { TPage } from '../../../lib/page.ts'

type TPages<T> = InfiniteData<TPage<T>>

/**
 * What to tell the host. Kept on the mutation itself, not on `mutate()`: the answer moves the card
 * to another group, which mounts it anew, and `mutate()`'s own callbacks die with the old one.
 */
export type TDecisionFeedback<T, TDecision extends string> = {
  onDone: (answer: T, decision: TDecision) => void
  onFailed: (error: Error, decision: TDecision) => void
}

/** A decision's endpoint: a POST on the item's `:id` that answers the item. */
type TDecisionEndpoint<T> = TJsonEndpoint<'POST', `${string}/:id/${string}`, { answer: T }>

type TDecisionOptions<T, TDecision extends string> = TDecisionFeedback<T, TDecision> & {
  /** The list endpoint the item shows in (every filter of it is updated). */
  list: TEndpoint<'GET', string, TEndpointShape & { answer: TPage<T> }>
  /** Each decision's endpoint. */
  endpoints: Record<TDecision, TDecisionEndpoint<T>>
  idOf: (item: T) => number
  /** The item as it will most likely come back, shown at once. */
  expected: (item: T, decision: TDecision) => T
}

/** Every page of every cached list under the key, with the item of this id replaced. */
function replaceIn<T>(
  data: TPages<T> | undefined,
  id: number,
  idOf: (item: T) => number,
  next: (item: T) => T,
) {
  if (!data) return data
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      results: page.results.map((item) => (idOf(item) === id ? next(item) : item)),
    })),
  }
}

/**
 * A host's answer (approve / decline a booking, accept / decline a visit), shown in the list at
 * once and put back if the server refuses; the lists and the dashboard are fetched again after.
 */
export function useDecision<T, TDecision extends string>(options: TDecisionOptions<T, TDecision>) {
  const queryClient = useQueryClient()
  const { list, endpoints, idOf, expected, onDone, onFailed } = options
  // Every cached filter of the list: the item may show in any of them.
  const lists = { queryKey: endpointKey(list) }
  return useMutation({
    mutationFn: async ({ id, decision }: { id: number; decision: TDecision }) =>
      unwrap(await callApi(endpoints[decision], { params: { id }, auth: true })),
    onMutate: async ({ id, decision }) => {
      await queryClient.cancelQueries(lists)
      const previous = queryClient.getQueriesData<TPages<T>>(lists)
      queryClient.setQueriesData<TPages<T>>(lists, (data) =>
        replaceIn(data, id, idOf, (item) => expected(item, decision)),
      )
      return { previous }
    },
    onError: (error, { decision }, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data)
      onFailed(error, decision)
    },
    onSuccess: (answer, { id, decision }) => {
      queryClient.setQueriesData<TPages<T>>(lists, (data) => replaceIn(data, id, idOf, () => answer))
      onDone(answer, decision)
    },
    onSettled: () => invalidateEndpoints(queryClient, list, moneyEndpoints.hostDashboard),
  })
}
