import { fireEvent, screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/** How react-day-picker names a YYYY-MM-DD day: "Monday, December 7th, 2026", "lundi 7 décembre 2026". */
export function dayName(iso: string, language: 'en' | 'fr' = 'en') {
  const month = new Date(`${iso}T12:00:00Z`).toLocaleString(`${language}-CA`, {
    month: 'long',
    timeZone: 'UTC',
  })
  const [year, day] = [iso.slice(0, 4), Number(iso.slice(8, 10))]
  return new RegExp(
    language === 'en' ? `\\b${month} ${day}(st|nd|rd|th), ${year}` : `\\b${day} ${month} ${year}`,
  )
}

const firstShownDay = () =>
  document.querySelector('td[data-day]:not([data-outside])')?.getAttribute('data-day') ?? ''

/**
 * The open calendar's button for a day, once the calendar has loaded, paging it towards the day's
 * month; undefined when the calendar will page no further that way (yesterday on the first of a
 * month: it opens on the new month and does not page back). A calendar opens on its first month
 * with a day to pick: on a month's last day that can be next month, and today's own button is then
 * a page back.
 */
async function pageTo(iso: string, language: 'en' | 'fr') {
  const name = dayName(iso, language)
  // The calendar loads with its page's code; then the day is usually shown at once.
  await screen.findAllByRole('button', { name: /next month|mois suivant/i })
  const shownAtOnce = await screen.findAllByRole('button', { name }, { timeout: 200 }).catch(() => [])
  if (shownAtOnce[0]) return shownAtOnce[0]
  for (let step = 0; step < 24; step += 1) {
    const day = screen.queryAllByRole('button', { name })[0]
    if (day) return day
    const shown = firstShownDay()
    const direction = iso < shown ? /previous month|mois précédent/i : /next month|mois suivant/i
    const towards = screen.getAllByRole('button', { name: direction })[0] as HTMLElement
    if (towards.getAttribute('aria-disabled') === 'true') return undefined
    fireEvent.click(towards)
    await waitFor(() => {
      if (firstShownDay() === shown) throw new Error('the calendar has not turned yet')
    })
  }
  throw new Error(`the calendar never showed ${iso}`)
}

/** The open calendar's button for a day (see pageTo); fails when the calendar cannot reach it. */
export async function findDay(iso: string, language: 'en' | 'fr' = 'en') {
  const day = await pageTo(iso, language)
  if (!day) throw new Error(`the calendar does not page to ${iso}`)
  return day
}

/** A day that cannot be picked: shown disabled once its month is paged to, or out of reach. */
export async function expectDayRefused(iso: string, language: 'en' | 'fr' = 'en') {
  const day = await pageTo(iso, language)
  if (day) expect(day).toBeDisabled()
}
