import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RESOURCES } from '@shared/resources/registry'
import { useCopy } from '../../hooks/useCopy'
import { useBridge } from '../../platform'
import { ListScreen } from '../../resources/ListScreen'
import { useShopSettings } from '../../resources/queries'
import { feedLinks, publicUrlOf, unreachableFromInternet } from './feedUrls'
import '../categories/categories.css'
import { useCatalogueTexts } from '../../i18n/catalogue'

/** The feed addresses of the shop's Prom accounts, to paste into Prom's import settings. */
function FeedLinks() {
  useCatalogueTexts()
  const { t } = useTranslation('catalogue')
  const bridge = useBridge()
  const copy = useCopy()
  const settings = useShopSettings()
  const [serverUrl, setServerUrl] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void bridge.app.info().then((info) => live && setServerUrl(info.serverUrl))
    return () => {
      live = false
    }
  }, [bridge])

  if (settings.isPending || serverUrl === null) {
    return <p role="status">{t('feed.loading')}</p>
  }
  if (settings.isError) return <p role="alert">{settings.error.message}</p>
  const links = feedLinks(settings.data, serverUrl)
  const publicUrl = publicUrlOf(settings.data)
  return (
    <section className="feed-links" aria-labelledby="feed-links-title">
      <h2 id="feed-links-title">{t('feed.title')}</h2>
      {links.length === 0 ? (
        <p>{t('feed.no_accounts')}</p>
      ) : (
        <>
          <p>{t('feed.hint')}</p>
          <ul>
            {links.map((link) => (
              <li key={link.key} className="feed-links__item">
                <label>
                  <span>{t('feed.account', { name: link.name })}</span>
                  <input
                    className="input"
                    type="text"
                    readOnly
                    value={link.url}
                    onFocus={(e) => e.target.select()}
                  />
                </label>
                <button type="button" className="btn" onClick={() => void copy(link.url)}>
                  {t('feed.copy')}
                </button>
                <a className="btn" href={link.url} target="_blank" rel="noreferrer">
                  {t('feed.open')}
                </a>
              </li>
            ))}
          </ul>
          {!publicUrl && (
            <p className="notice" role="note">
              {t('feed.no_public_url')}
            </p>
          )}
          {unreachableFromInternet(publicUrl || serverUrl) && (
            <p className="notice" role="note">
              {t('feed.local_server')}
            </p>
          )}
        </>
      )}
    </section>
  )
}

/**
 * `/prom_products`: which products go to which Prom account, with Prom's own title, price and
 * availability (the generic list), and above it the feed address of each account.
 */
export default function PromProductsScreen() {
  return (
    <>
      <FeedLinks />
      <ListScreen def={RESOURCES.prom_products} />
    </>
  )
}
