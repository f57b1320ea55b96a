import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useSession } from '../../app/session'
import { useInformers } from '../../shell/informers'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'

/** The index: a greeting and today's counters; the dashboard itself comes later. */
export default function HomeScreen() {
  const { t } = useTranslation('shell')
  const session = useSession()
  const informers = useInformers()
  useDocumentTitle(t('menu.index'))
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        {t('home.greeting', { name: session.data?.user?.name ?? '' })}
      </h1>
      {informers && informers.length > 0 && (
        <ul className="home-counters" aria-label={t('informers.title')}>
          {informers.map((item) => (
            <li key={item.alias}>
              <Link to={item.link} className="home-counter">
                <span className="home-counter__count">{item.count}</span>
                <span className="home-counter__title">{t(`informers.alias.${item.alias}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="notice">{t('home.pending')}</p>
    </section>
  )
}
