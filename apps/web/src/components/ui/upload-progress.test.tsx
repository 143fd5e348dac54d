import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../test/render-with-app.tsx'
import { UploadProgress } from './upload-progress.tsx'

describe('an upload’s percentage', () => {
  it('reads "45%" in English and "45 %" in French, the sign held to its number', async () => {
    const english = await renderWithApp(<UploadProgress fraction={0.45} label="Photo" />)
    expect(screen.getByText('45%')).toBeTruthy()
    english.unmount()
    await renderWithApp(<UploadProgress fraction={0.45} label="Photo" />, { language: 'fr' })
    expect(screen.getByText('45\u00a0%', { normalizer: (text) => text })).toBeTruthy()
  })
})
