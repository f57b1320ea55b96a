import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { UpdateStatus } from '@shared/updates'
import { useBridge } from '../platform'

/**
 * "Restart to update" once main has downloaded a new version (desktop only; web mode never
 * reports one). A restart is refused while a form has unsaved changes: the banner says so.
 */
export function UpdateBanner() {
  const { t } = useTranslation('shell')
  const bridge = useBridge()
  const [status, setStatus] = useState<UpdateStatus | null>(null)
  const [refused, setRefused] = useState(false)
  useEffect(() => {
    let active = true
    void bridge.updates.status().then((s) => active && setStatus(s))
    const off = bridge.updates.onChange(setStatus)
    return () => {
      active = false
      off()
    }
  }, [bridge])
  if (status?.state !== 'ready') return null
  const restart = async () => {
    const answer = await bridge.updates.restart()
    setRefused(!answer.ok && answer.reason === 'unsaved')
  }
  return (
    <div className="notice update-banner" role="status">
      <span>{t('update_banner.ready', { version: status.version })}</span>{' '}
      {refused ? <span>{t('update_banner.unsaved')}</span> : null}{' '}
      <button type="button" className="btn btn--primary" onClick={() => void restart()}>
        {t('update_banner.restart')}
      </button>
    </div>
  )
}
