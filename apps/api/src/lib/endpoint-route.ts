import type { TEndpoint } from '@demeure/shared/zod-free'
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify'

type TServer = RawServerDefault
type TRequest = RawRequestDefaultExpression<TServer>
type TReply = RawReplyDefaultExpression<TServer>
type TConfig = ContextConfigDefault
type TLogger = FastifyBaseLogger
/** What Fastify's own `app.get(path, options, handler)` takes, for a type provider P, route generic G and schema S. */
type TOptions<
  P extends FastifyTypeProvider,
  G extends RouteGenericInterface,
  S extends FastifySchema,
> = RouteShorthandOptions<TServer, TRequest, TReply, G, TConfig, S, P, TLogger>
type THandler<
  P extends FastifyTypeProvider,
  G extends RouteGenericInterface,
  S extends FastifySchema,
> = RouteHandlerMethod<TServer, TRequest, TReply, G, TConfig, S, P, TLogger>

/**
 * Registers the route of one endpoint of the contract's tables (`@demeure/shared/zod-free`): its
 * method and path come from the table, so a route file never spells them (decision 029). The options
 * and handler are those of Fastify's `app.get(path, options, handler)`, with the same inference from
 * `options.schema` (params, query, body, reply) under the zod type provider.
 */
export function route<
  P extends FastifyTypeProvider,
  G extends RouteGenericInterface = RouteGenericInterface,
  const S extends FastifySchema = FastifySchema,
>(
  app: FastifyInstance<TServer, TRequest, TReply, TLogger, P>,
  endpoint: TEndpoint,
  options: TOptions<P, G, S>,
  handler: THandler<P, G, S>,
): void {
  // What `app.get(path, options, handler)` does (fastify/lib/route.js, prepareRoute): HEAD routes for
  // GET are added the same way, so the OpenAPI document and the server do not change.
  app.route({ ...options, method: endpoint.method, url: endpoint.path, handler } as Parameters<
    typeof app.route
  >[0])
}
