import './styles.css'
import './lib/i18n.ts'
import { StrictMode, Suspense, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'

const root = document.getElementById('root')
if (!root) throw new Error('The #root element is missing from index.html')

// The active language's catalogue is fetched on start (lib/i18n.ts); until it is there the app
// suspends here and shows nothing rather than untranslated keys.
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (a phone's slow CPU: one long task, input waits).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </StrictMode>,
  )
})
