import fc from 'fast-check'
import { multipart } from '../files.ts'
import {
  anyJson,
  arbitraryFor,
  EDGE_INTEGERS,
  HOSTILE_TEXTS,
  objectFor,
  type TJsonSchema,
} from './schema-arbitrary.ts'

/** One operation of the OpenAPI document, as the fuzzer reads it. */
export type TDocumentedOperation = {
  method: string
  path: string
  parameters: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: TJsonSchema }[]
  bodies: Record<string, TJsonSchema>
  statuses: string[]
}

export type TFuzzRequest = {
  url: string
  headers: Record<string, string>
  payload?: string | FormData
  /** How the body was made, for the failure report. */
  shape: string
}

type TDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: TDocumentedOperation['parameters']
        requestBody?: { content: Record<string, { schema: TJsonSchema }> }
        responses?: Record<string, unknown>
      }
    >
  >
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

export function operationsOf(document: TDocument): TDocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        bodies: Object.fromEntries(
          Object.entries(operation.requestBody?.content ?? {}).map(([type, content]) => [
            type,
            content.schema,
          ]),
        ),
        statuses: Object.keys(operation.responses ?? {}),
      })),
  )
}

/** A path parameter: mostly ids of rows that exist, else edges of the integer column and junk. */
function pathValue(schema: TJsonSchema, knownIds: number[]): fc.Arbitrary<string> {
  const junk = fc.constantFrom(...HOSTILE_TEXTS.filter(Boolean), 'abc', '1.5', '0x10', '1e3')
  if (schema.type === 'integer' || schema.type === 'number') {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...knownIds).map(String) },
      { weight: 2, arbitrary: fc.constantFrom(...EDGE_INTEGERS).map(String) },
      { weight: 1, arbitrary: junk },
    )
  }
  return fc.oneof(
    { weight: 3, arbitrary: arbitraryFor(schema).map((value) => String(value)) },
    { weight: 1, arbitrary: junk },
  )
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** A query: each parameter present or not, of its type or not; arrays repeat their key. */
function queryOf(parameters: TDocumentedOperation['parameters']): fc.Arbitrary<string> {
  const query = parameters.filter((parameter) => parameter.in === 'query')
  if (query.length === 0) return fc.constant('')
  return fc
    .tuple(...query.map((parameter) => fc.option(arbitraryFor(parameter.schema), { freq: 2 })))
    .map((values) => {
      const search = new URLSearchParams()
      values.forEach((value, index) => {
        if (value === null) return
        const name = (query[index] as { name: string }).name
        for (const item of Array.isArray(value) ? value : [value]) search.append(name, asText(item))
      })
      const text = search.toString()
      return text ? `?${text}` : ''
    })
}

/** File parts: a real PNG, a PDF, or bytes that are neither. */
function filePart(samples: Buffer[]): fc.Arbitrary<Buffer> {
  return fc.oneof(
    fc.constantFrom(...samples),
    fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
  )
}

function multipartBody(schema: TJsonSchema, samples: Buffer[]): fc.Arbitrary<FormData> {
  const entries = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const isFile = property.format === 'binary' || property.items?.format === 'binary'
    const value: fc.Arbitrary<unknown> = isFile
      ? fc.array(filePart(samples), { minLength: 1, maxLength: 2 })
      : arbitraryFor(property)
    return fc.tuple(fc.constant(name), fc.constant(isFile), fc.option(value, { freq: 4 }))
  })
  return fc.tuple(...entries).map((parts) => {
    const fields: Record<string, string[]> = {}
    const files: { field: string; name: string; data: Buffer }[] = []
    for (const [name, isFile, value] of parts) {
      if (value === null) continue
      if (isFile) for (const data of value as Buffer[]) files.push({ field: name, name: `${name}.bin`, data })
      else fields[name] = (Array.isArray(value) ? value : [value]).map(asText)
    }
    return multipart(fields, files)
  })
}

const JSON_HEADERS = { 'content-type': 'application/json' }

/** The body: of the documented media type and schema, or a wrong one (JSON where a form is expected…). */
function bodyOf(
  operation: TDocumentedOperation,
  samples: Buffer[],
): fc.Arbitrary<Pick<TFuzzRequest, 'headers' | 'payload' | 'shape'>> {
  const options: fc.Arbitrary<Pick<TFuzzRequest, 'headers' | 'payload' | 'shape'>>[] = []
  const json = operation.bodies['application/json']
  const form = operation.bodies['multipart/form-data']
  if (json) {
    const object = json.type === 'object' ? objectFor(json) : arbitraryFor(json)
    options.push(
      object.map((value) => ({ headers: JSON_HEADERS, payload: JSON.stringify(value), shape: 'json' })),
    )
  }
  if (form) {
    options.push(
      multipartBody(form, samples).map((payload) => ({ headers: {}, payload, shape: 'multipart' })),
    )
  }
  if (operation.method === 'GET') return fc.constant({ headers: {}, shape: 'none' })
  const stray = fc.oneof(
    fc.constant({ headers: {}, shape: 'none' }),
    fc.constant({ headers: JSON_HEADERS, shape: 'json header, no body' }),
    anyJson.map((value) => ({ headers: JSON_HEADERS, payload: JSON.stringify(value), shape: 'any json' })),
  )
  return options.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.oneof(...options) }, stray) : stray
}

/** Requests for one operation: its path filled, a query, a body. */
export function requestsFor(
  operation: TDocumentedOperation,
  knownIds: number[],
  samples: Buffer[],
): fc.Arbitrary<TFuzzRequest> {
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string)
  const pathParams = names.map((name) => {
    const schema = operation.parameters.find(
      (parameter) => parameter.in === 'path' && parameter.name === name,
    )
    return pathValue(schema?.schema ?? { type: 'string' }, knownIds)
  })
  return fc
    .tuple(fc.tuple(...pathParams), queryOf(operation.parameters), bodyOf(operation, samples))
    .map(([values, query, body]) => {
      let url = operation.path
      names.forEach((name, index) => {
        url = url.replace(`{${name}}`, encodeURIComponent(Buffer.from(values[index] as string).toString()))
      })
      return { url: `${url}${query}`, ...body }
    })
}
