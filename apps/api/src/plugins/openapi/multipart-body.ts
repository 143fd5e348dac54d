import { z } from 'zod'
import type { TFilePartDoc, TMultipartDoc } from '../../lib/route-schemas.ts'

type TJsonSchema = Record<string, unknown>

const MB = 1024 * 1024

/** A zod schema as OpenAPI 3.0 sees what a client sends (input side: before defaults and transforms). */
export function inputSchemaOf(schema: z.ZodType): TJsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'openapi-3.0',
    unrepresentable: 'any',
  }) as TJsonSchema
  return json
}

/** A field is required when the parser refuses it missing (preprocessed blanks and defaults are not). */
const isRequired = (field: z.ZodType) => !field.safeParse(undefined).success

function filePart(name: string, part: TFilePartDoc): TJsonSchema {
  const file = { type: 'string', format: 'binary' }
  const size = `at most ${Math.round((part.maxBytes / MB) * 10) / 10} MB`
  if (part.maxCount <= 1) return { ...file, description: `One file, ${size}.` }
  return {
    type: 'array',
    items: file,
    ...(part.isRequired && { minItems: 1 }),
    maxItems: part.maxCount,
    description: `Up to ${part.maxCount} \`${name}\` parts, ${size} each.`,
  }
}

/**
 * The request body of a multipart route: its text fields and file parts under `multipart/form-data`
 * (repeatable parts as arrays, required parts required), plus the JSON body when the route takes one.
 * A text field whose value is a list of objects travels as one JSON part (e.g. `availability`).
 */
export function multipartRequestBody(form: TMultipartDoc) {
  const properties: Record<string, TJsonSchema> = {}
  const encoding: Record<string, { contentType: string }> = {}
  const required: string[] = []
  for (const [name, field] of Object.entries(form.fields?.shape ?? {}) as [string, z.ZodType][]) {
    const schema = inputSchemaOf(field)
    properties[name] = schema
    const items = schema.items as TJsonSchema | undefined
    if (schema.type === 'object' || items?.type === 'object')
      encoding[name] = { contentType: 'application/json' }
    if (isRequired(field)) required.push(name)
  }
  for (const [name, part] of Object.entries(form.files)) {
    properties[name] = filePart(name, part)
    if (part.isRequired) required.push(name)
  }
  const multipart = {
    schema: { type: 'object', properties, ...(required.length > 0 && { required }) },
    ...(Object.keys(encoding).length > 0 && { encoding }),
  }
  const json =
    form.isJsonToo && form.fields ? { 'application/json': { schema: inputSchemaOf(form.fields) } } : {}
  return {
    required: !form.isJsonToo || required.length > 0,
    content: { 'multipart/form-data': multipart, ...json },
  }
}
