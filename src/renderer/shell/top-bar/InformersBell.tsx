import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import type { Informer } from '@shared/informers'
import { useBridge } from '../../platform'
import { useInformers } from '../informers'
import { useRightPanel } from '../shellStore'
import { Icon } from '../Icon'
import { Dropdown } from './Dropdown'

/** The informers bell: every informer with its count; a click goes where it points. */
export function InformersBell() {
  const { t } = useTranslation('shell')
  const bridge = useBridge()
  const informers = useInformers()
  const panel = useRightPanel()
  const total = informers?.reduce((sum, i) => sum + i.count, 0) ?? 0
  const label = t('informers.button', { count: total })

  const openTracking = () => {
    panel.setTab('tracking')
    panel.setOpen(true)
  }

  return (
    <Dropdown
      label={label}
      button={
        <>
          <Icon name="bell" />
          {total > 0 && <span className="badge badge--danger">{total}</span>}
        </>
      }
      header={<div className="dropdown__header">{t('informers.title')}</div>}
    >
      <>
        {informers === null && <p className="dropdown__empty">{t('informers.loading')}</p>}
        {informers?.map((informer) => (
          <InformerItem key={informer.alias} informer={informer} onTracking={openTracking} />
        ))}
        <div className="dropdown__separator" role="separator" />
        <button
          type="button"
          role="menuitem"
          className="dropdown__item"
          onClick={() => void bridge.informers.refresh()}
        >
          <Icon name="refresh" />
          <span>{t('informers.refresh')}</span>
        </button>
      </>
    </Dropdown>
  )
}

function InformerItem({ informer, onTracking }: { informer: Informer; onTracking: () => void }) {
  const { t } = useTranslation('shell')
  const content = (
    <>
      <span className="dropdown__label">{t(`informers.alias.${informer.alias}`)}</span>
      <span className={informer.count ? `badge badge--${informer.type}` : 'badge'}>
        {informer.count}
      </span>
    </>
  )
  if (informer.fun === 'tracking') {
    return (
      <button type="button" role="menuitem" className="dropdown__item" onClick={onTracking}>
        {content}
      </button>
    )
  }
  return (
    <Link
      role="menuitem"
      className="dropdown__item"
      to={informer.link}
      {...(informer.tg_blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {content}
    </Link>
  )
}
