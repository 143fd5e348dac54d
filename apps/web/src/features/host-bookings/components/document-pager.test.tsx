import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { DocumentPager } from './document-pager.tsx'

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

describe("the pager under a renter's PDF", () => {
  it('turns the pages there are, and says when only the first ones are shown', async () => {
    const onTurn = vi.fn()
    const view = await renderWithApp(
      <DocumentPager page={10} pageCount={14} pagesShown={10} isLoading={false} onTurn={onTurn} />,
    )
    expect(screen.getByText('Page 10 of 14')).toBeTruthy()
    expect(screen.getByText('Only the first 10 pages are shown here.')).toBeTruthy()
    expect(button('Next page').disabled).toBe(true)
    fireEvent.click(button('Previous page'))
    expect(onTurn).toHaveBeenCalledWith(9)
    view.unmount()

    await renderWithApp(
      <DocumentPager page={1} pageCount={3} pagesShown={3} isLoading={false} onTurn={onTurn} />,
      {
        language: 'fr',
      },
    )
    expect(screen.getByText('Page 1 sur 3')).toBeTruthy()
    expect(screen.queryByText(/premières pages/)).toBeNull()
    expect(button('Page précédente').disabled).toBe(true)
    fireEvent.click(button('Page suivante'))
    expect(onTurn).toHaveBeenCalledWith(2)
  })

  it('holds both buttons while a page loads', async () => {
    await renderWithApp(<DocumentPager page={2} pageCount={3} pagesShown={3} isLoading onTurn={() => {}} />)
    expect(button('Previous page').disabled).toBe(true)
    expect(button('Next page').disabled).toBe(true)
  })
})
