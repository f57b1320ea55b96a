import { load } from 'js-yaml'
import { z } from 'zod'
import { createHttpClient, OutsideHttpError } from '@shared/http'
import type { FetchLike } from '../session/ports'

/** The channel file electron-builder publishes for each OS next to the installers. */
export function channelFile(platform: NodeJS.Platform): string {
  if (platform === 'darwin') return 'latest-mac.yml'
  if (platform === 'linux') return 'latest-linux.yml'
  return 'latest.yml'
}

const channelSchema = z.object({
  version: z.string().min(1).max(64),
  releaseDate: z.string().max(64).optional(),
  path: z.string().max(500).optional(),
})

export type FeedResult =
  { ok: true; version: string; releaseDate: string | null } | { ok: false; message: string }

/**
 * Reads the feed's channel file: what the workstation check shows ("the feed answers, version X
 * is there") before electron-updater downloads anything. `fetch` is injected (Electron's
 * `net.fetch` in the app, so the system proxy applies; Node's in tests).
 */
export async function readFeed(
  feedUrl: string,
  platform: NodeJS.Platform,
  fetchImpl: FetchLike,
): Promise<FeedResult> {
  const url = new URL(channelFile(platform), feedUrl)
  let text: string
  try {
    // A read: retried on silence, 5xx and 429 (src/shared/http/client.ts).
    const http = createHttpClient({ service: 'Update feed', fetch: fetchImpl, timeoutMs: 10_000 })
    const res = await http.send({ method: 'GET', url: url.toString() })
    if (!res.ok) return { ok: false, message: `Сервер оновлень відповів ${res.status} (${url}).` }
    text = await res.text()
  } catch (error) {
    const cause = error instanceof OutsideHttpError ? error.cause : error
    const reason = cause instanceof Error ? cause.message : String(cause)
    return { ok: false, message: `Сервер оновлень недоступний (${url}): ${reason}` }
  }
  let parsed: unknown
  try {
    parsed = load(text)
  } catch {
    return { ok: false, message: `Файл ${url} не є YAML.` }
  }
  const info = channelSchema.safeParse(parsed)
  if (!info.success) return { ok: false, message: `У файлі ${url} немає версії.` }
  return { ok: true, version: info.data.version, releaseDate: info.data.releaseDate ?? null }
}

/**
 * The feed electron-builder bakes into the package (`app-update.yml` beside the app, from the
 * `publish` section of electron-builder.yml); null when absent or not a generic feed.
 */
export function builtInFeed(appUpdateYml: string | null): string | null {
  if (appUpdateYml === null) return null
  try {
    const parsed = z
      .object({ provider: z.literal('generic'), url: z.string().max(500) })
      .safeParse(load(appUpdateYml))
    return parsed.success ? parsed.data.url : null
  } catch {
    return null
  }
}
