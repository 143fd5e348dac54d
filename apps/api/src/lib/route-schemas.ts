import { ZApiError, zId } from '@demeure/shared'
import { z } from 'zod'

/**
 * `/…/:id/`: a positive whole number within the id column's range; anything else is a localized 400
 * before the handler runs.
 */
export const idParams = z.object({ id: zId() })

/** A route's error responses for these statuses, all in the one error shape (ZApiError). */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ZApiError> {
  return Object.fromEntries(statuses.map((status) => [status, ZApiError])) as Record<S, typeof ZApiError>
}

/** What a signed-in write may answer: bad input, signed out, not allowed, not found, conflict, too large. */
export const writeErrors = errorResponses(400, 401, 403, 404, 409, 413)

/** One file part of a multipart form: how many files, how large each, whether it must be sent. */
export type TFilePartDoc = { maxCount: number; maxBytes: number; isRequired?: boolean }

/**
 * A form's file parts as the document shows them: the upload rules the form is read with (count and
 * size) and, for each field, whether the form must carry it.
 */
export function filePartDocs<F extends string>(
  rules: Record<F, TFilePartDoc>,
  isRequired: (field: F) => boolean,
): Record<F, TFilePartDoc> {
  return Object.fromEntries(
    Object.entries<TFilePartDoc>(rules).map(([field, rule]) => [
      field,
      { ...rule, isRequired: isRequired(field as F) },
    ]),
  ) as Record<F, TFilePartDoc>
}

/**
 * A multipart form as the OpenAPI document shows it, declared next to the route's schema
 * (`schema.multipart`). Fastify ignores it: the handler reads and checks the form with readMultipart.
 * `fields` is the zod object the text parts are parsed with (its keys are the names read from
 * `form.fields`); `files` are the file rules given to readMultipart, so neither can drift.
 */
export type TMultipartDoc = {
  fields?: z.ZodObject
  files: Record<string, TFilePartDoc>
  /** The same text fields are also taken as a JSON body (the file parts need multipart). */
  isJsonToo?: boolean
}

/** An answer that is not JSON (a file, an event stream), for the document only: Fastify never serializes it. */
export type TRawAnswerDoc = {
  description: string
  contentType: string
  /** Headers the answer carries beside its body, by name. */
  headers?: Record<string, { description: string; type: 'integer' | 'string' }>
}

declare module 'fastify' {
  interface FastifySchema {
    /** The route's multipart body, for the OpenAPI document only (see TMultipartDoc). */
    multipart?: TMultipartDoc
    /** The route's answers that are not JSON, by status, for the OpenAPI document only. */
    rawAnswers?: Record<number, TRawAnswerDoc>
  }
}
