import { useState } from 'react'

/**
 * The stay chosen in a listing page's booking panel, held by the page: the heart beside the title
 * saves the home with these dates (favourite-heart.tsx).
 */
export function useStayDates() {
  const [checkIn, setCheckIn] = useState('')
  const [checkOut, setCheckOut] = useState('')
  return { checkIn, checkOut, setCheckIn, setCheckOut }
}

export type TStayDates = ReturnType<typeof useStayDates>
