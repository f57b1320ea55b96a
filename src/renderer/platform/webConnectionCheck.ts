import type { ConnectionSettings } from '@shared/bridge'
import type { ApiResponse } from '@shared/contract/http'
import { msg, textOf } from '@shared/messages'

/**
 * Web mode's connection check and refusal, loaded when the login screen's connection section
 * asks (not with the page). Its sentences are the catalogue's, in the page's language; the
 * health request and the "server down" sentence come from the web bridge.
 */

export function refuseSwitch(): never {
  throw new Error(textOf(msg('connection.webFixed')))
}

export async function testConnection(
  settings: ConnectionSettings,
  health: () => Promise<ApiResponse>,
  down: string,
): Promise<{ ok: boolean; message: string }> {
  const url = settings.mode === 'remote' ? settings.url : window.location.origin
  let origin: string
  try {
    origin = new URL(url).origin
  } catch {
    return { ok: false, message: textOf(msg('connection.badAddress')) }
  }
  if (origin !== window.location.origin) {
    return { ok: false, message: textOf(msg('connection.webOnlyThis')) }
  }
  const res = await health()
  return res.ok
    ? { ok: true, message: textOf(msg('connection.ok')) }
    : { ok: false, message: res.message ?? down }
}
