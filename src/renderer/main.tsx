// First: zod must know it runs without eval before any schema is built.
import './zodConfig'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import './styles/base.css'
import './components/ui/controls.css'
import './components/ui/table.css'

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  // A page's first number format costs Chromium some 50 ms (ICU's number data, once per page);
  // made in an idle moment while the page waits for its screen's code, it is not paid again
  // between the rows' answer and their drawing.
  window.requestIdleCallback(() => new Intl.NumberFormat('uk-UA').format(0), { timeout: 2000 })
}
