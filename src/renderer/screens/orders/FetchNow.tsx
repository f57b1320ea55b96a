import { matches } from '@shared/shortcuts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { FetchNowAnswer } from '@shared/contract/marketplaces'
import { tryRender } from '@shared/messages'
import { notify } from '../../app/toast'
import { callApi, useBridge } from '../../platform'
import { resourceKeys, useShopSettings } from '../../resources/queries'
import { shopName } from '../../resources/shopNames'
import { storedText } from '../../resources/format'
import { useWindowKeydown } from '../../hooks/useWindowKeydown'

/** Alt+M ("marketplaces"), by the key's position so it works in any keyboard layout. */
export function isFetchNowKey(e: KeyboardEvent) {
  return matches('fetch_marketplaces', e)
}

/**
 * "Fetch now" over the orders list: one pass of the server's marketplace import (Prom accounts,
 * Rozetka), its outcome per source as a toast (a failed source as a warning with its reason),
 * the list and counts asked again; the run log is the `import_runs` list. A Prom account is
 * named as the settings name it, not by its key.
 */
export function FetchNow() {
  const { t } = useTranslation('orders')
  const bridge = useBridge()
  const client = useQueryClient()
  const settings = useShopSettings().data
  const run = useMutation({
    mutationFn: async () => (await callApi(bridge, 'POST /api/import_runs/fetch_now')).data,
    onSuccess: async (data: FetchNowAnswer) => {
      const skipped = data.code ? tryRender({ code: data.code }) : undefined
      if (skipped ?? data.message) notify.warning(skipped ?? data.message ?? '')
      for (const r of data.runs) {
        const source =
          r.source === 'prom'
            ? t('import.prom', {
                account: shopName('import_runs', 'account', String(r.account), settings, t),
              })
            : t('import.rozetka')
        if (r.status === 'failed') {
          notify.warning(t('import.failed', { source, reason: storedText(String(r.error ?? '')) }))
        } else {
          notify.info(
            t('import.done', {
              source,
              created: Number(r.new_count),
              updated: Number(r.updated_count),
              failed: Number(r.failed_count),
            }),
          )
        }
      }
      await client.invalidateQueries({ queryKey: resourceKeys.all('orders') })
      await client.invalidateQueries({ queryKey: resourceKeys.all('import_runs') })
    },
  })
  useWindowKeydown((e) => {
    if (!isFetchNowKey(e) || document.querySelector('[aria-modal="true"]')) return
    e.preventDefault()
    run.mutate()
  })

  return (
    <div className="ol-import">
      <button
        type="button"
        className="btn"
        onClick={() => run.mutate()}
        disabled={run.isPending}
        aria-keyshortcuts="Alt+M"
        title={t('import.shortcut')}
      >
        {run.isPending ? t('import.running') : t('import.fetch_now')}
      </button>
      <Link to="/import_runs">{t('import.log')}</Link>
    </div>
  )
}
