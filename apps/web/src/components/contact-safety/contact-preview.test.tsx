import { screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../test/render-with-app.tsx'
import { ContactPreview, type TPreviewReader } from './contact-preview.tsx'

/** A text box with the preview under it, as the listing form, the bio and the request hold them. */
function Draft({ reader }: { reader: TPreviewReader }) {
  const [draft, setDraft] = useState('')
  return (
    <>
      <textarea aria-label="Text" value={draft} onChange={(event) => setDraft(event.target.value)} />
      <ContactPreview draft={draft} reader={reader} id="preview" />
    </>
  )
}

describe('ContactPreview', () => {
  it('tells a host, as they type a description, what visitors will not see', async () => {
    const { user } = await renderWithApp(<Draft reader="visitors" />)
    await user.type(screen.getByLabelText('Text'), 'Sunny loft. ')
    expect(screen.queryByText(/will not see/)).toBeNull()
    await user.type(screen.getByLabelText('Text'), 'Call 514-555-0199 or jean@example.com')
    expect(
      await screen.findByText(
        'Visitors will not see a phone number and an e-mail address: contact details stay on Demeure until a stay is paid.',
      ),
    ).toBeTruthy()
  })

  it('speaks French to a French writer of a bio', async () => {
    const { user } = await renderWithApp(<Draft reader="members" />, { language: 'fr' })
    await user.type(screen.getByLabelText('Text'), 'Mon insta : @julie_mtl')
    expect(
      await screen.findByText(
        'Les autres membres ne verront pas un identifiant de messagerie dans votre bio : les coordonnées restent sur Demeure jusqu’au paiement d’un séjour.',
        { normalizer: (text) => text.replaceAll('\u00a0', ' ') },
      ),
    ).toBeTruthy()
  })

  it('names the host of a request, and says nothing once the stay is paid', async () => {
    const first = await renderWithApp(<Draft reader={{ name: 'Julie', isContactShared: false }} />)
    await first.user.type(screen.getByLabelText('Text'), 'My number: 438 555 0123')
    expect(await screen.findByText(/^Julie will not see a phone number until the stay is paid/)).toBeTruthy()
    first.unmount()

    const paid = await renderWithApp(<Draft reader={{ name: 'Julie', isContactShared: true }} />)
    await paid.user.type(screen.getByLabelText('Text'), 'My number: 438 555 0123')
    expect(screen.queryByText(/will not see/)).toBeNull()
  })
})
