import type { ConnectionSettings } from '@shared/bridge'
import { MARKER_HEADER, MARKER_VALUE } from '@shared/contract/http'
import { msg, type Message } from '@shared/messages'
import type { FetchLike } from '../session/ports'

/**
 * Checks that a shop server answers `/health` before the user switches to it; what it found as
 * a message (`@shared/messages`), which main says in the desk's language.
 */
export async function testConnection(
  settings: ConnectionSettings,
  embeddedUrl: string | null,
  doFetch: FetchLike = (input, init) => fetch(input, init),
  timeoutMs = 5_000,
): Promise<{ ok: boolean; said: Message }> {
  const base = settings.mode === 'remote' ? settings.url : embeddedUrl
  if (!base) return { ok: false, said: msg('connection.starting') }
  const url = `${base.endsWith('/') ? base : `${base}/`}health`
  try {
    const res = await doFetch(url, {
      method: 'GET',
      headers: { [MARKER_HEADER]: MARKER_VALUE, Accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = (await res.json().catch(() => null)) as { data?: { ok?: unknown } } | null
    if (res.ok && body?.data?.ok === true) return { ok: true, said: msg('connection.ok') }
    return { ok: false, said: msg('connection.notShop', { status: res.status }) }
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    return { ok: false, said: msg(timedOut ? 'connection.timeout' : 'connection.down') }
  }
}
