import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** The window's title while a screen is shown: the screen's, then the app's name. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('shell')
  useEffect(() => {
    document.title = `${title} · ${t('app_name')}`
  }, [title, t])
}
