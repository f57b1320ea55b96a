import { extname, posix, relative, resolve, sep } from 'node:path'
import { APP_HOST, CONTENT_SECURITY_POLICY } from '../security/policy'

export interface ServedResponse {
  status: number
  headers: Record<string, string>
  body: Uint8Array | string
}

/** Reads a file, or null when it does not exist (or is not a file). */
export type ReadFile = (absolutePath: string) => Promise<Uint8Array | null>

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

function notFound(): ServedResponse {
  return {
    status: 404,
    headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
    body: 'Не знайдено',
  }
}

/**
 * Serves `app://shop/...` from the built renderer folder. A path without an extension that is
 * not a file is a history route (`/orders/12`), answered with index.html so deep links and
 * reloads work. Nothing outside `root` is ever read.
 */
export async function serveAppRequest(
  requestUrl: string,
  root: string,
  readFile: ReadFile,
): Promise<ServedResponse> {
  let url: URL
  try {
    url = new URL(requestUrl)
  } catch {
    return notFound()
  }
  if (url.host !== APP_HOST) return notFound()
  let pathname: string
  try {
    pathname = decodeURIComponent(url.pathname)
  } catch {
    return notFound()
  }
  if (pathname.includes('\0')) return notFound()
  const clean = posix.normalize(`/${pathname}`).replace(/^\/+/, '')
  const absolute = resolve(root, clean === '' ? 'index.html' : clean)
  const inside = relative(root, absolute)
  if (inside.startsWith('..') || inside.split(sep).includes('..')) return notFound()

  const body = await readFile(absolute)
  if (body) return ok(absolute, body)
  if (extname(clean) !== '') return notFound()
  const index = resolve(root, 'index.html')
  const indexBody = await readFile(index)
  return indexBody ? ok(index, indexBody) : notFound()
}

function ok(path: string, body: Uint8Array): ServedResponse {
  const type = TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
  return {
    status: 200,
    headers: {
      ...SECURITY_HEADERS,
      'Content-Type': type,
      // Hashed assets never change; index.html must be re-read after an update.
      'Cache-Control': path.endsWith('index.html') ? 'no-cache' : 'max-age=31536000, immutable',
    },
    body,
  }
}
