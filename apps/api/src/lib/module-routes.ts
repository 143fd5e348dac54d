import type { FastifyPluginAsync, FastifyPluginOptions, RawServerDefault } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

type TRoutesPlugin<O extends FastifyPluginOptions> =
  | FastifyPluginAsync<O>
  | FastifyPluginAsync<O, RawServerDefault, ZodTypeProvider>

/**
 * A module's routes with the services it built bound in: a plugin app.ts registers as it is
 * (`await app.register(bookings.routes)`), so app.ts never needs to know what a route file takes.
 */
export function moduleRoutes<O extends FastifyPluginOptions>(
  plugin: TRoutesPlugin<O>,
  options: O,
): FastifyPluginAsync {
  return async (app) => {
    await app.register(plugin as FastifyPluginAsync<O>, options)
  }
}
