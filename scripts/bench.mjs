// `npm run bench`: the server's answer times on a shop with 100 000 orders (PGlite, embedded).
// Builds that shop in a temporary folder, starts the built server on a free loopback port,
// logs in, and times each request the order screens make, one at a time. Prints p50/p95.
// Options: --orders N (default 100000), --runs N (timed requests per case, default 300),
// --data DIR (reuse a folder filled earlier instead of a fresh one).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? args[at + 1] : fallback
}
const orders = Number(option('orders', '100000'))
const runs = Number(option('runs', '300'))
const TARGET_P95_MS = 20

const entry = resolve(import.meta.dirname, '../out/main/server-cli.js')
if (!existsSync(entry)) {
  console.error('Немає зібраного сервера (out/main/server-cli.js): спершу виконайте npm run build.')
  process.exit(1)
}

const reuse = option('data', null)
const dataDir = reuse ? resolve(reuse) : mkdtempSync(join(tmpdir(), 'shop-bench-'))
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SHOP_DEMO: '',
  SHOP_ADMIN_LOGIN: 'bench',
  SHOP_ADMIN_PASSWORD: 'bench-password-1',
  PORT: '0',
  HOST: '127.0.0.1',
}

console.log(`База: ${dataDir}`)
const filled = spawnSync(process.execPath, [entry, 'demo-large', '--orders', String(orders)], {
  env,
  stdio: 'inherit',
})
if (filled.status !== 0) process.exit(filled.status ?? 1)

const server = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'inherit'] })
const cleanup = () => {
  server.kill('SIGTERM')
  if (!reuse) rmSync(dataDir, { recursive: true, force: true })
}
process.on('exit', cleanup)

const url = await new Promise((resolveUrl, reject) => {
  let out = ''
  server.stdout.on('data', (chunk) => {
    out += chunk
    const found = /Сервер працює: (\S+)/.exec(out)
    if (found) resolveUrl(found[1])
  })
  server.on('exit', (code) => reject(new Error(`сервер завершився з кодом ${code}`)))
})

const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }
const login = await fetch(new URL('login', url), {
  method: 'POST',
  headers,
  body: JSON.stringify({ login: env.SHOP_ADMIN_LOGIN, password: env.SHOP_ADMIN_PASSWORD }),
})
if (!login.ok) throw new Error(`вхід не вдався: ${login.status} ${await login.text()}`)
headers.Cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ')

async function call(path, body) {
  const res = await fetch(new URL(path.slice(1), url), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  const json = await res.json()
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

// A phone of some order far from the newest, so the lookup cannot ride on the default sort.
const sample = await call('/api/orders/get_orders', { page: 500, per_page: 50 })
const phone = sample.data[0]?.phone
const cases = [
  ['сторінка замовлень (1-ша, 50 рядків)', '/api/orders/get_orders', { page: 1, per_page: 50 }],
  ['сторінка замовлень (200-та)', '/api/orders/get_orders', { page: 200, per_page: 50 }],
  [
    'замовлення зі статусом new',
    '/api/orders/get_orders',
    { filter: { status: 'new' }, page: 1, per_page: 50 },
  ],
  [
    'замовлення зі статусами sent, arrived',
    '/api/orders/get_orders',
    { filter: { status: ['sent', 'arrived'] }, page: 1, per_page: 50 },
  ],
  ['замовлення за телефоном (пошук у списку)', '/api/orders/get_orders', { search: phone }],
  ['глобальний пошук за телефоном', '/api/search', { q: phone }],
]

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]
let worst = 0
console.log(`\nЗамовлень: ${sample.total}; запитів на випадок: ${runs} (після 30 на розігрів)\n`)
for (const [title, path, body] of cases) {
  for (let i = 0; i < 30; i++) await call(path, body)
  const times = []
  let rows = 0
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const answer = await call(path, body)
    times.push(performance.now() - started)
    rows = answer.total ?? answer.data?.groups?.[0]?.items?.length ?? 0
  }
  times.sort((a, b) => a - b)
  const p95 = percentile(times, 0.95)
  worst = Math.max(worst, p95)
  console.log(
    `${title.padEnd(44)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} мс   p95 ${p95
      .toFixed(1)
      .padStart(6)} мс   (знайдено: ${rows})`,
  )
}
console.log(
  `\nНайгірший p95: ${worst.toFixed(1)} мс (ціль ≤ ${TARGET_P95_MS} мс): ${
    worst <= TARGET_P95_MS ? 'виконано' : 'НЕ виконано'
  }`,
)
process.exit(0)
