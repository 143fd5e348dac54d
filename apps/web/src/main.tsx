import './styles.css'
import './lib/i18n.ts'
import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'

const root = document.getElementById('root')
if (!root) throw new Error('The #root element is missing from index.html')

// The active language's catalogue is fetched on start (lib/i18n.ts); until it is there the app
// suspends here and shows nothing rather than untranslated keys.
createRoot(root).render(
  <StrictMode>
    <Suspense fallback={null}>
      <App />
    </Suspense>
  </StrictMode>,
)
