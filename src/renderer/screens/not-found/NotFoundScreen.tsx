import { Link, useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'

export default function NotFoundScreen() {
  const { t } = useTranslation('shell')
  const { pathname } = useLocation()
  useDocumentTitle(t('not_found.title'))
  return (
    <section className="screen screen--center" aria-labelledby="screen-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="screen-title" className="screen__title">
        {t('not_found.title')}
      </h1>
      <p>{t('not_found.text', { path: pathname })}</p>
      <Link className="btn btn--primary" to="/">
        {t('not_found.home')}
      </Link>
    </section>
  )
}
