import { act, render } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { hasServerFirstScreen, useFirstScreenHandOff } from './first-screen.ts'

/** index.html's stand-in, as the server sends it with a first screen (or without). */
function serveShell(withFirstScreen: boolean) {
  const shell = document.createElement('div')
  shell.id = 'app-shell'
  if (withFirstScreen) shell.setAttribute('data-first-screen', '')
  shell.innerHTML = '<h1>Server title</h1>'
  document.body.prepend(shell)
}

let setReady: (ready: boolean) => void = () => undefined
/** A page whose content arrives later (its data), saying when it is ready. */
function Page() {
  const [isReady, setIsReady] = useState(false)
  setReady = setIsReady
  useFirstScreenHandOff(isReady)
  return <h1>{isReady ? 'App title' : 'Loading'}</h1>
}

afterEach(() => document.getElementById('app-shell')?.remove())

describe('the first screen hand-off', () => {
  it('keeps the server’s first screen until the page has its content, then removes it in that commit', () => {
    serveShell(true)
    expect(hasServerFirstScreen()).toBe(true)
    const { container } = render(<Page />)
    expect(document.getElementById('app-shell')).not.toBeNull()
    expect(container.textContent).toBe('Loading')
    act(() => setReady(true))
    // Removed in the same commit as the page's content: no frame shows neither.
    expect(document.getElementById('app-shell')).toBeNull()
    expect(container.textContent).toBe('App title')
    expect(hasServerFirstScreen()).toBe(false)
  })

  it('tells a bare stand-in (no first screen) from one with a first screen', () => {
    serveShell(false)
    expect(hasServerFirstScreen()).toBe(false)
  })
})
