import { z } from 'zod'
import { MAX_ID } from '../constants/business.ts'

/**
 * Text as people type it, and nothing else. C0 control characters and DEL never come from a
 * keyboard: NUL is refused by PostgreSQL (it would be a 500), and ESC or a bare CR corrupt what we
 * write from text (iCalendar names, e-mail headers, logs). The patterns travel into the OpenAPI
 * document, so a client sees the rule too.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const ONE_LINE = /^[^\u0000-\u001F\u007F\u2028\u2029]*$/
/** Paragraphs keep their line breaks and tabs; every other control character is refused. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const PARAGRAPHS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/

/** A single-line text (a title, a name, an address): trimmed, no control character or line break. */
export const zLine = () => z.string().trim().regex(ONE_LINE, 'validation.oneLine')

/** A multi-line text (a description, a message): Windows and old Mac line ends become `\n`. */
export const zParagraphs = () =>
  z
    .string()
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .trim()
    .regex(PARAGRAPHS, 'validation.controlCharacter')

/**
 * A row id as a client sends it (path, query or body). Ids are PostgreSQL `integer`s: past
 * 2,147,483,647 no row can exist, and the database would refuse the query itself.
 */
export const zId = (message?: string) => z.coerce.number(message).int().positive().max(MAX_ID)
