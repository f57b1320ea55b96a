import { useEffect } from 'react'
import { usePrefs } from './prefsStore'

/** Applies the remembered theme to the document (CSS variables switch on `data-theme`). */
export function useApplyTheme(): void {
  const theme = usePrefs((s) => s.theme)
  useEffect(() => {
    document.documentElement.dataset.theme = theme
    document.documentElement.style.colorScheme = theme
  }, [theme])
}
