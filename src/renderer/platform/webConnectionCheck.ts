import type { ConnectionSettings } from '@shared/bridge'
import type { ApiResponse } from '@shared/contract/http'

/**
 * Web mode's connection check and refusal, loaded when the login screen's connection section
 * asks (not with the page). It imports nothing at run time: the health request and the
 * "server down" sentence come from the web bridge.
 */

export function refuseSwitch(): never {
  throw new Error('У веб-версії сервер — це адреса, з якої відкрито сторінку.')
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
    return { ok: false, message: 'Невірна адреса сервера.' }
  }
  if (origin !== window.location.origin) {
    return { ok: false, message: 'У веб-версії можна перевірити лише поточний сервер.' }
  }
  const res = await health()
  return res.ok
    ? { ok: true, message: 'З’єднання встановлено.' }
    : { ok: false, message: res.message ?? down }
}
