import { screen } from '@testing-library/react'

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

/** The open calendar's button for a day, once the calendar has loaded. */
export const findDay = (iso: string, language: 'en' | 'fr' = 'en') =>
  screen.findByRole('button', { name: dayName(iso, language) })
