import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { useBridge } from '../../platform'
import { Icon } from '../Icon'
import { Dropdown } from './Dropdown'
import { CHECK_ALL_STATUSES_URL, EXTERNAL_LINKS, INTERNAL_LINKS } from './fastLinks'

/**
 * External tabs are plain http(s) links opening a new window: the desktop app hands those to
 * the system browser, a browser opens a tab.
 */
export function FastLinks() {
  const { t } = useTranslation('shell')
  const bridge = useBridge()
  const openAll = () => {
    for (const link of EXTERNAL_LINKS) window.open(link.url, '_blank', 'noopener,noreferrer')
  }
  return (
    <Dropdown label={t('fast_links.button')} button={<Icon name="link" />}>
      <>
        <button type="button" role="menuitem" className="dropdown__item" onClick={openAll}>
          <Icon name="external" />
          <span>{t('fast_links.open_all')}</span>
        </button>
        {EXTERNAL_LINKS.map((link) => (
          <a
            key={link.key}
            role="menuitem"
            className="dropdown__item dropdown__item--indent"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span>{t(`fast_links.${link.key}`)}</span>
          </a>
        ))}
        <div className="dropdown__separator" role="separator" />
        <a
          role="menuitem"
          className="dropdown__item"
          href={CHECK_ALL_STATUSES_URL}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="truck" />
          <span>{t('fast_links.check_statuses')}</span>
        </a>
        <button
          type="button"
          role="menuitem"
          className="dropdown__item"
          onClick={() => void bridge.windows.openCallsNew()}
        >
          <Icon name="phone" />
          <span>{t('fast_links.calls_window')}</span>
        </button>
        {INTERNAL_LINKS.map((link) => (
          <Link key={link.key} role="menuitem" className="dropdown__item" to={link.path}>
            <Icon name={link.key === 'calls' ? 'phone' : 'cart'} />
            <span>{t(`menu.${link.key}`)}</span>
          </Link>
        ))}
      </>
    </Dropdown>
  )
}
