import { ZApiError, ZProfileUpdate, ZUser } from '@demeure/shared'
import { accountEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { route } from '../../lib/endpoint-route.ts'
import { readMultipart } from '../../lib/multipart.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { parseInput } from '../../lib/validate.ts'
import { currentAuth } from '../../plugins/auth.ts'
import { PROFILE_PICTURE_RULE, type TUsersService } from './service.ts'
import { toUserWire } from './wire.ts'

const errors = errorResponses(400, 401, 409, 413)
const pictureRules = { profile_picture: PROFILE_PICTURE_RULE }

export const usersRoutes: FastifyPluginAsyncZod<{ usersService: TUsersService }> = async (
  app,
  { usersService },
) => {
  const tags = ['Accounts']

  route(
    app,
    accountEndpoints.profile,
    {
      preHandler: app.requireUser,
      schema: { summary: 'The signed-in user', tags, response: { 200: ZUser, 401: ZApiError } },
    },
    async (request) => toUserWire(currentAuth(request).user),
  )

  route(
    app,
    accountEndpoints.updateProfile,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Edit the profile',
        tags,
        description: 'JSON, or multipart with the same fields plus an optional JPG/PNG `profile_picture`.',
        multipart: { fields: ZProfileUpdate, files: pictureRules, isJsonToo: true },
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) => {
      const userId = currentAuth(request).user.id
      if (request.isMultipart()) {
        const form = await readMultipart(request, pictureRules)
        const update = parseInput(ZProfileUpdate, form.fields)
        return usersService.updateProfile(userId, update, form.files.profile_picture?.[0]?.data)
      }
      return usersService.updateProfile(userId, parseInput(ZProfileUpdate, request.body ?? {}))
    },
  )
}
