import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-error.ts'
import { serverProblems } from '../../../lib/server-problems.ts'
import { checkVisit, initialVisit, VISIT_FIELDS, VISIT_TIMES, visitPayload } from './visit-values.ts'

const today = '2030-05-10'
const keysOf = (fields: Record<string, { key: string }>) =>
  Object.fromEntries(Object.entries(fields).map(([name, found]) => [name, found.key]))

describe('the visit request', () => {
  it('offers every half-hour from 09:00 to 20:00', () => {
    expect(VISIT_TIMES[0]).toBe('09:00')
    expect(VISIT_TIMES[1]).toBe('09:30')
    expect(VISIT_TIMES.at(-1)).toBe('20:00')
    expect(VISIT_TIMES).toHaveLength(23)
  })

  it('needs a day and a time', () => {
    expect(keysOf(checkVisit(initialVisit(), 4, today).fields)).toEqual({
      date: 'validation.required',
      time: 'validation.required',
    })
  })

  it('refuses a day in the past and accepts today', () => {
    const values = { ...initialVisit(), time: '14:30' }
    expect(keysOf(checkVisit({ ...values, date: '2030-05-09' }, 4, today).fields)).toEqual({
      date: 'visit.past',
    })
    expect(checkVisit({ ...values, date: today }, 4, today)).toEqual({ fields: {} })
  })

  it('sends what the API reads, with the message trimmed', () => {
    expect(
      visitPayload(4, { date: today, time: '10:00', mode: 'video', message: '  Is Friday ok? ' }),
    ).toEqual({ property: 4, date: today, time: '10:00', mode: 'video', message: 'Is Friday ok?' })
  })

  it("shows the server's field errors under the fields and the rest as the message", () => {
    const error = new ApiError(400, {
      message: 'Some fields are not valid.',
      fields: { time: 'Choose a time like 14:30.', property: 'You cannot ask to visit your own listing.' },
    })
    expect(serverProblems(error, VISIT_FIELDS, 'Failed')).toEqual({
      fields: { time: 'Choose a time like 14:30.' },
      message: 'You cannot ask to visit your own listing.',
    })
  })
})
