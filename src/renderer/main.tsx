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
}
