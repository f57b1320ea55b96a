import { useEffect } from 'react'
import { usePrefs } from './prefsStore'

const DARK_QUERY = '(prefers-color-scheme: dark)'

/** The theme drawn: the remembered one, or the OS's when the desk chose to follow it. */
export function resolvedTheme(theme: 'light' | 'dark' | 'system'): 'light' | 'dark' {
  if (theme !== 'system') return theme
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light'
}

/**
 * Applies the remembered theme to the document (CSS variables switch on `data-theme`); with
 * `system`, follows the OS's colour scheme as it changes.
 */
export function useApplyTheme(): void {
  const theme = usePrefs((s) => s.theme)
  useEffect(() => {
    const apply = () => {
      const shown = resolvedTheme(theme)
      document.documentElement.dataset.theme = shown
      document.documentElement.style.colorScheme = shown
    }
    apply()
    if (theme !== 'system' || !window.matchMedia) return
    const query = window.matchMedia(DARK_QUERY)
    query.addEventListener('change', apply)
    return () => query.removeEventListener('change', apply)
  }, [theme])
}
