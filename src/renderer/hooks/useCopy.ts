import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useBridge } from '../platform'
import { notify } from '../app/toast'

/** Copies a value to the clipboard and says so: 'В БУФЕР-ОБМІНУ: {value}'. */
export function useCopy(): (value: string) => Promise<boolean> {
  const bridge = useBridge()
  const { t } = useTranslation('common')
  return useCallback(
    async (value: string) => {
      try {
        await bridge.clipboard.writeText(value)
      } catch {
        notify.error(t('copy.failed'))
        return false
      }
      notify.info(t('copy.done', { value }))
      return true
    },
    [bridge, t],
  )
}
