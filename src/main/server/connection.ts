import type { ConnectionSettings } from '@shared/bridge'
import { MARKER_HEADER, MARKER_VALUE } from '@shared/contract/http'
import type { FetchLike } from '../session/ports'

/** Checks that a shop server answers `/health` before the user switches to it. */
export async function testConnection(
  settings: ConnectionSettings,
  embeddedUrl: string | null,
  doFetch: FetchLike = (input, init) => fetch(input, init),
  timeoutMs = 5_000,
): Promise<{ ok: boolean; message: string }> {
  const base = settings.mode === 'remote' ? settings.url : embeddedUrl
  if (!base) return { ok: false, message: 'Вбудований сервер ще запускається.' }
  const url = `${base.endsWith('/') ? base : `${base}/`}health`
  try {
    const res = await doFetch(url, {
      method: 'GET',
      headers: { [MARKER_HEADER]: MARKER_VALUE, Accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = (await res.json().catch(() => null)) as { data?: { ok?: unknown } } | null
    if (res.ok && body?.data?.ok === true) return { ok: true, message: 'З’єднання встановлено.' }
    return { ok: false, message: `За цією адресою немає сервера магазину (HTTP ${res.status}).` }
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    return {
      ok: false,
      message: timedOut ? 'Сервер не відповідає.' : 'Сервер недоступний за цією адресою.',
    }
  }
}
