import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'

/** A route whose screen a later version brings: it exists, and says plainly that it is not built. */
export function PendingScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('shell')
  const title = t(titleKey)
  useDocumentTitle(title)
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        {title}
      </h1>
      <p className="notice">{t('pending.text')}</p>
    </section>
  )
}
