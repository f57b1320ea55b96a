import { spawn } from 'node:child_process'
import { ADMIN_LOGIN, ADMIN_PASSWORD, SERVER_ENTRY } from './server'

/**
 * For the suites that run servers of their own on a database folder (backups, kill -9): plain
 * HTTP calls as the UI makes them, and the built CLI run as `npm run backup/restore` runs it.
 */

const MARKED = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }

export async function post(
  base: string,
  path: string,
  body: unknown,
  cookie = '',
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: cookie ? { ...MARKED, cookie } : MARKED,
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json().catch(() => null) }
}

/** Signs in as the administrator the server was started with; returns the Cookie header. */
export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: MARKED,
    body: JSON.stringify({ login: ADMIN_LOGIN, password: ADMIN_PASSWORD }),
  })
  if (!res.ok) throw new Error(`login failed: ${res.status}`)
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('shop_session='))
  return cookie?.split(';')[0] ?? ''
}

/** Every task title, in id order (the list is sorted newest first by default). */
export async function taskTitles(base: string, cookie: string): Promise<string[]> {
  const res = await post(base, '/api/tasks/get_tasks', { per_page: 500, sort: 'id' }, cookie)
  if (res.status !== 200) throw new Error(`get_tasks: ${res.status} ${JSON.stringify(res.body)}`)
  return (res.body as { data: { title: string }[] }).data.map((r) => r.title)
}

export interface CliResult {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs `server-cli.js <args>` to its end with this environment (nothing else inherited). */
export function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER_ENTRY, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}
