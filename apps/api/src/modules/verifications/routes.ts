import {
  ZAdminStatusQuery,
  ZAdminVerification,
  ZApiError,
  ZPageQuery,
  ZRejectRequest,
  ZVerification,
  zPage,
} from '@demeure/shared'
import { staffEndpoints, verificationEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { route } from '../../lib/endpoint-route.ts'
import { pageEnvelope } from '../../lib/pagination.ts'
import { writeErrors } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import { readVerificationForm, verificationForm } from './form.ts'
import type { TVerificationsService } from './service.ts'

const errors = writeErrors

export const verificationsRoutes: FastifyPluginAsyncZod<{ service: TVerificationsService }> = async (
  app,
  { service },
) => {
  const tags = ['Co-host verification']
  const documentTypes = 'Documents are PDF, JPG or PNG.'

  route(
    app,
    verificationEndpoints.mine,
    {
      preHandler: app.requireUser,
      schema: { summary: 'My co-host verification', tags, response: { 200: ZVerification, 401: ZApiError } },
    },
    async (request) => service.get(currentAuth(request).user.id),
  )

  route(
    app,
    verificationEndpoints.submit,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Apply to become a co-host',
        tags,
        description: documentTypes,
        multipart: verificationForm(true),
        response: { 201: ZVerification, ...errors },
      },
    },
    async (request, reply) => {
      const { fields, documents } = await readVerificationForm(request)
      return reply.status(201).send(await service.submit(currentAuth(request).user.id, fields, documents))
    },
  )

  route(
    app,
    verificationEndpoints.resubmit,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Correct and resubmit the verification',
        tags,
        description: `${documentTypes} Documents of a kind sent again replace the previous ones.`,
        multipart: verificationForm(false),
        response: { 200: ZVerification, ...errors },
      },
    },
    async (request) => {
      const { fields, documents } = await readVerificationForm(request)
      return service.resubmit(currentAuth(request).user.id, fields, documents)
    },
  )

  const staff = { preHandler: app.requireUserType('admin') }
  const staffTags = ['Staff']
  const idParams = z.object({ id: z.uuid() })

  route(
    app,
    staffEndpoints.verifications,
    {
      ...staff,
      schema: {
        summary: 'Verifications to review',
        tags: staffTags,
        querystring: ZPageQuery.extend(ZAdminStatusQuery.shape),
        response: { 200: zPage(ZAdminVerification), ...errors },
      },
    },
    async (request) => {
      const { status, page, page_size } = request.query
      return pageEnvelope(await service.listForStaff(status, page, page_size), request.url)
    },
  )

  route(
    app,
    staffEndpoints.approveVerification,
    {
      ...staff,
      schema: {
        summary: 'Approve a verification',
        tags: staffTags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.approve(request.params.id, currentAuth(request).user.id)
      return reply.status(204).send(null)
    },
  )

  route(
    app,
    staffEndpoints.rejectVerification,
    {
      ...staff,
      schema: {
        summary: 'Reject a verification',
        tags: staffTags,
        params: idParams,
        body: ZRejectRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.reject(request.params.id, currentAuth(request).user.id, request.body.reason)
      return reply.status(204).send(null)
    },
  )
}
