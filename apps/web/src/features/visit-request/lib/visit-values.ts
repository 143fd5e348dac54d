import { type TIssueMessage, type TVisitWrite, type VISIT_MODES, ZVisitWrite } from '@demeure/shared'
import { issue, schemaIssues, type TFormCheck } from '../../../lib/form-check.ts'

export type TVisitMode = (typeof VISIT_MODES)[number]
export type TVisitValues = { date: string; time: string; mode: TVisitMode; message: string }

/** The dialog's fields, as the API names them (for its field errors). */
export const VISIT_FIELDS: readonly string[] = ['date', 'time', 'mode', 'message']

const pad = (value: number) => String(value).padStart(2, '0')
/** Visits start on the half-hour, from 09:00 to 20:00. */
export const VISIT_TIMES: readonly string[] = Array.from({ length: 23 }, (_, step) => {
  const minutes = 9 * 60 + step * 30
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
})

export const initialVisit = (): TVisitValues => ({ date: '', time: '', mode: 'in_person', message: '' })

export function visitPayload(listingId: number, values: TVisitValues): TVisitWrite {
  return {
    property: listingId,
    date: values.date,
    time: values.time,
    mode: values.mode,
    message: values.message.trim(),
  }
}

/** The shared schema's rules plus the two the server adds: a date is needed, and not in the past. */
export function checkVisit(values: TVisitValues, listingId: number, today: string): TFormCheck {
  const fields: Record<string, TIssueMessage> = {}
  for (const [name, found] of Object.entries(schemaIssues(ZVisitWrite, visitPayload(listingId, values)))) {
    if (VISIT_FIELDS.includes(name)) fields[name] = found
  }
  if (!values.date) fields.date = issue('validation.required')
  else if (values.date < today) fields.date = issue('visit.past')
  if (!values.time) fields.time = issue('validation.required')
  return { fields }
}
