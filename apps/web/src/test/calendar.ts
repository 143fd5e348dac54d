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
 * The open calendar's button for a day, once the calendar has loaded, paging it to the day's month
 * first. A calendar opens on its first month with a day to pick: on a month's last day that can be
 * next month, and today's own button is then a page back.
 */
export async function findDay(iso: string, language: 'en' | 'fr' = 'en') {
  const name = dayName(iso, language)
  // The calendar loads with its page's code; then the day is usually shown at once.
  await screen.findAllByRole('button', { name: /next month|mois suivant/i })
  const shownAtOnce = await screen.findAllByRole('button', { name }, { timeout: 200 }).catch(() => [])
  if (shownAtOnce[0]) return shownAtOnce[0]
  for (let step = 0; step < 24; step += 1) {
    const day = screen.queryAllByRole('button', { name })[0]
    if (day) return day
    const shown = firstShownDay()
    const towards = iso < shown ? /previous month|mois précédent/i : /next month|mois suivant/i
    fireEvent.click(screen.getAllByRole('button', { name: towards })[0] as HTMLElement)
    await waitFor(() => {
      if (firstShownDay() === shown) throw new Error('the calendar has not turned yet')
    })
  }
  throw new Error(`the calendar never showed ${iso}`)
}

/**
 * A day that cannot be picked: shown disabled, or (a day of an earlier month) out of reach, the
 * open calendar refusing to page back to it. On the first of a month yesterday is the second case.
 */
export async function expectDayRefused(iso: string, language: 'en' | 'fr' = 'en') {
  const previous = await screen.findAllByRole('button', {
    name: /previous month|mois précédent/i,
  })
  const day = screen.queryAllByRole('button', { name: dayName(iso, language) })[0]
  if (day) return expect(day).toBeDisabled()
  expect(iso < firstShownDay()).toBe(true)
  expect(previous[0]).toHaveAttribute('aria-disabled', 'true')
}
