import { useCallback, useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { requestFor } from '@shared/contract/route-keys'
import { HEALTH_POLL_MS, useBackOnline, useBridge } from '../platform'

/**
 * Says the server is unreachable while it is, and finds out when it is back: every
 * HEALTH_POLL_MS a `GET /health` (any answer ends the outage, through the connection store).
 * When it is back, the queries that failed meanwhile are asked again, so lists leave their
 * stale state; forms waiting to save see the store change and send their save themselves.
 */
export function ConnectionBanner({ pollMs = HEALTH_POLL_MS }: { pollMs?: number }) {
  const { t } = useTranslation('shell')
  const bridge = useBridge()
  const client = useQueryClient()
  // When the server is back, what failed meanwhile is asked again.
  const offline = useBackOnline(
    useCallback(
      () => void client.refetchQueries({ predicate: (q) => q.state.status === 'error' }),
      [client],
    ),
  )

  useEffect(() => {
    if (!offline) return
    const timer = setInterval(() => void bridge.api.request(requestFor('GET /health')), pollMs)
    return () => clearInterval(timer)
  }, [offline, bridge, pollMs])

  if (!offline) return null
  return (
    <div className="connection-banner" role="alert">
      {t('connection.offline')}
    </div>
  )
}
