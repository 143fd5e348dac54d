import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * The open modal dialog named `name`, once it takes pointer input: Radix turns the page's pointer
 * events off as a modal opens and the dialog's back on a render later, so a click in between is
 * refused ("inherits `pointer-events: none`"). It failed CI twice on a loaded machine.
 */
export async function openedDialog(name: string | RegExp) {
  const dialog = await screen.findByRole('dialog', { name })
  await waitFor(() => expect(dialog.style.pointerEvents).toBe('auto'))
  return dialog
}
