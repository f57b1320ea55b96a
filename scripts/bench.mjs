// `npm run bench`: the server's own figures on a shop with N orders (PGlite, embedded), against
// the targets of docs/performance.md. Builds that shop in a temporary folder, starts the built
// server on a free loopback port (timing the start until it answers, and its memory then), logs
// in, and times each request the order screens make, one at a time. Prints p50/p95 per case.
// Options: --orders N (default 100000; run 10000, 100000 and 1000000 for the scale figures),
// --runs N (timed requests per case, default 300), --data DIR (reuse a folder filled earlier),
// --json FILE (also write the figures as JSON), --prom-products N (products in the demo Prom
// account's feed, default 10000: the feed is fetched whole as Prom fetches it). Each statistics
// type is a case too, and so are the order desk's status tabs and filters.
// Then a supplier feed of --feed-rows offers (default 50000) read by the parser runner, the
// Prom feed, and every order exported as XLSX, each timed with the server's peak memory.
// After the requests, the floor: `/health` and one order back to back and after a pause, and a
// bare Node HTTP server answering a few bytes and page 1's bytes (scripts/lib/bare-server.mjs).
// Before the server starts, the database alone: PGlite opening the same folder in a bare process
// (scripts/lib/database-alone.mjs), the floor of the server's start and memory.
// BENCH_SERVER_FLAGS: more `node` options for the server, before its own (to try a V8 option).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import {
  HEADERS,
  SERVER_NODE_FLAGS,
  fillShop,
  logIn,
  option,
  requireBuilt,
  serverEnv,
  startServer,
} from './lib/built-server.mjs'

const orders = Number(option('orders', '100000'))
const runs = Number(option('runs', '300'))
const promProducts = Number(option('prom-products', '10000'))
/** The whole Prom feed of `promProducts` products, as Prom downloads it. */
const TARGET_FEED_MS = 1000
/** p95 targets in ms (docs/performance.md, measured on this machine kind). */
const TARGETS = { page1: 8, status: 8, phone: 5, id: 3, page200: 10, informers: 5, search: 5 }
/** Each statistics query: the screen's default question, p95 at most 50 ms. */
const STAT_TYPES = ['orders', 'sales', 'products', 'calls', 'cash', 'managers']
for (const type of STAT_TYPES) TARGETS[`stats_${type}`] = 50
/** The order desk's status tabs: the counts and the first page of each tab. */
const TAB_TARGET = 20
const TARGET_START_MS = 1000
const TARGET_RSS_MIB = 200
const rssMiB = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024
  } catch {
    return null
  }
}

requireBuilt()

const reuse = option('data', null)
const dataDir = reuse ? resolve(reuse) : mkdtempSync(join(tmpdir(), 'shop-bench-'))
const env = serverEnv(dataDir)

console.log(`База: ${dataDir}`)
fillShop(env, orders, ['--prom-products', String(promProducts)])

// The server's own V8 options, after any the run adds.
const nodeFlags = [
  ...(process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean),
  ...SERVER_NODE_FLAGS,
]

// The database alone: PGlite opening this folder in a bare process, before any server holds it.
// Its time to a first answer and its memory are the floor of the server's (docs/performance.md).
const WATCH_MS = 5000
const databaseAlone = await new Promise((resolveAlone, reject) => {
  const startedAt = performance.now()
  const child = spawn(
    process.execPath,
    [
      ...nodeFlags,
      resolve(import.meta.dirname, 'lib/database-alone.mjs'),
      dataDir,
      String(WATCH_MS),
    ],
    { env, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let out = ''
  let startMs = null
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk) => {
    out += chunk
    if (startMs === null && out.startsWith('ready\n')) startMs = performance.now() - startedAt
  })
  child.once('exit', (code) => {
    if (code !== 0 || startMs === null) reject(new Error(`database-alone.mjs: код ${code}`))
    else resolveAlone({ startMs, ...JSON.parse(out.split('\n')[1]) })
  })
})

const startedAt = performance.now()
const { server, url, stop } = await startServer(env, nodeFlags)
// "Answers" as a client sees it: the first successful /health after the spawn.
for (;;) {
  const health = await fetch(new URL('health', url)).catch(() => null)
  if (health?.ok) break
  await new Promise((resolveWait) => setTimeout(resolveWait, 5))
}
const startMs = performance.now() - startedAt
const startRss = rssMiB(server.pid)
// The server's memory while V8 compiles PostgreSQL's hot functions after the start, as the
// database alone's is watched: its peak and where it settles before the first request.
let startPeakRss = startRss ?? 0
let settledRss = startRss ?? 0
for (let waited = 0; waited < WATCH_MS; waited += 100) {
  await new Promise((resolveWait) => setTimeout(resolveWait, 100))
  settledRss = rssMiB(server.pid) ?? settledRss
  startPeakRss = Math.max(startPeakRss, settledRss)
}

const headers = { ...HEADERS, Cookie: (await logIn(url, env)).join('; ') }

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

// A phone and an id of some order far from the newest, so lookups cannot ride on the default sort.
const first = await call('/api/orders/get_orders', { page: 1, per_page: 50 })
const middle = Math.max(1, Math.floor(first.total / 50 / 2))
const sample = await call('/api/orders/get_orders', { page: middle, per_page: 50 })
const phone = sample.data[0]?.phone
const farId = sample.data[0]?.id
const cases = [
  [
    'page1',
    'сторінка замовлень (1-ша, 50 рядків)',
    '/api/orders/get_orders',
    { page: 1, per_page: 50 },
  ],
  ['page200', 'сторінка замовлень (200-та)', '/api/orders/get_orders', { page: 200, per_page: 50 }],
  [
    'status',
    'замовлення зі статусом new',
    '/api/orders/get_orders',
    { filter: { status: 'new' }, page: 1, per_page: 50 },
  ],
  [
    null,
    'замовлення зі статусами sent, arrived',
    '/api/orders/get_orders',
    { filter: { status: ['sent', 'arrived'] }, page: 1, per_page: 50 },
  ],
  [
    'phone',
    'замовлення за телефоном (пошук у списку)',
    '/api/orders/get_orders',
    { search: phone },
  ],
  ['id', 'одне замовлення за номером', `/api/orders/get/${farId}`, {}],
  ['search', 'глобальний пошук за телефоном', '/api/search', { q: phone }],
  ['informers', 'інформери (6 лічильників)', '/api/settings/get_informers', {}],
  ['tab_counts', 'лічильники вкладок статусів (14 + усі)', '/api/orders/status_counts', {}],
]
// The statistics screen's first question: the last 30 Kyiv days, compared with the 30 before.
const kyivDay = (ms) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(ms)
const DAY_MS = 86_400_000
const statsBody = {
  from: kyivDay(Date.now() - 29 * DAY_MS),
  to: kyivDay(Date.now()),
  compare_from: kyivDay(Date.now() - 59 * DAY_MS),
  compare_to: kyivDay(Date.now() - 30 * DAY_MS),
  group: 'day',
}
for (const type of STAT_TYPES) {
  cases.push([
    `stats_${type}`,
    `статистика ${type} (30 днів і 30 до них)`,
    `/api/statistics/${type}`,
    statsBody,
  ])
}
cases.push([null, 'зведення на головній (сьогодні)', '/api/statistics/today', {}])
// The first page of every status tab, whatever the statuses' sizes in this shop.
const counts = await call('/api/orders/status_counts', {})
for (const [status, n] of Object.entries(counts.data.statuses)) {
  TARGETS[`tab_${status}`] = TAB_TARGET
  cases.push([
    `tab_${status}`,
    `вкладка ${status} (${n}), 1-ша сторінка`,
    '/api/orders/get_orders',
    { filter: { status }, page: 1, per_page: 50 },
  ])
}
TARGETS.tab_counts = TAB_TARGET
// The desk's filters: a period of Kyiv days, alone and with a status tab, and the
// site, source, manager and payment filters on a tab; each the first page, each ≤ 20 ms p95.
const params = JSON.parse((await call('/api/settings/get_params', {})).data.settings)
const site = Object.keys(params.sites ?? {})[0] ?? 'main'
const manager = first.data.find((r) => typeof r.user_id === 'number')?.user_id ?? 1
const week = {
  created_at_from: kyivDay(Date.now() - 6 * DAY_MS),
  created_at_to: kyivDay(Date.now()),
}
const longAgo = {
  created_at_from: kyivDay(Date.now() - 50 * DAY_MS),
  created_at_to: kyivDay(Date.now() - 44 * DAY_MS),
}
const deskCases = [
  ['desk_week', 'період: останні 7 днів', week],
  ['desk_week_new', 'період 7 днів + статус new', { ...week, status: 'new' }],
  ['desk_old_week', 'період 7 днів 50 днів тому', longAgo],
  ['desk_old_week_sent', 'період 7 днів 50 днів тому + sent', { ...longAgo, status: 'sent' }],
  ['desk_site_new', `сайт ${site} + статус new`, { site, status: 'new' }],
  ['desk_prom_new', 'джерело prom + статус new', { order_way: 'prom', status: 'new' }],
  ['desk_manager_new', `менеджер ${manager} + статус new`, { user_id: manager, status: 'new' }],
  ['desk_pay_prepayment', 'оплата iban + prepayment', { pay_method: 'iban', status: 'prepayment' }],
  [
    'desk_all',
    'усі фільтри разом (7 днів, new, сайт, prom, iban)',
    { ...week, status: 'new', site, order_way: 'prom', pay_method: 'iban' },
  ],
]
for (const [key, title, filter] of deskCases) {
  TARGETS[key] = TAB_TARGET
  cases.push([key, title, '/api/orders/get_orders', { filter, page: 1, per_page: 50 }])
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]
const verdict = (ok) => (ok ? 'так' : 'НІ')
const figures = {
  orders: sample.total,
  startMs,
  startRss,
  startPeakRss,
  settledRss,
  databaseAlone,
  cases: {},
}
let allMet = true
console.log(`\nЗамовлень: ${sample.total}; запитів на випадок: ${runs} (після 30 на розігрів)\n`)
console.log(
  `${'запит'.padEnd(44)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'ціль p95'.padStart(9)}  виконано`,
)
for (const [key, title, path, body] of cases) {
  for (let i = 0; i < 30; i++) await call(path, body)
  const times = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await call(path, body)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const p50 = percentile(times, 0.5)
  const p95 = percentile(times, 0.95)
  const target = key ? TARGETS[key] : null
  if (target !== null) allMet &&= p95 <= target
  if (key) figures.cases[key] = { p50, p95 }
  console.log(
    `${title.padEnd(44)} ${p50.toFixed(1).padStart(6)} мс ${p95.toFixed(1).padStart(6)} мс ${
      target === null ? '        –' : `≤ ${target} мс`.padStart(9)
    }  ${target === null ? '–' : verdict(p95 <= target)}`,
  )
}

// The machine's floor: what a request costs when it follows a pause, as each of ours does in
// side-by-side.mjs (after a peer request of some 30 ms). On a VM an idle process is woken slowly:
// `/health`, which does nothing, is measured back to back and after 30 ms of quiet, and so is one
// order by id. A factor over the peer that asks for less than the paused `/health` cannot be
// met by any server on this machine.
const FLOOR_GAP_MS = 30
const floorCases = [
  ['/health', 'GET', null],
  [`/api/orders/get/${farId}`, 'POST', {}],
]
figures.floor = {}
console.log(`\nПідлога машини (запит одразу / після паузи ${FLOOR_GAP_MS} мс):`)
for (const [path, method, body] of floorCases) {
  const row = {}
  for (const gap of [0, FLOOR_GAP_MS]) {
    const times = []
    for (let i = 0; i < Math.min(runs, 200); i++) {
      if (gap) await new Promise((done) => setTimeout(done, gap))
      const started = performance.now()
      const res = await fetch(new URL(path.slice(1), url), {
        method,
        headers: body ? headers : {},
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`${path}: ${res.status}`)
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    row[gap ? 'paused' : 'backToBack'] = {
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
    }
  }
  figures.floor[path.startsWith('/health') ? 'health' : 'id'] = row
  const f = (x) => `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)} мс`
  console.log(`${path.padEnd(44)} одразу ${f(row.backToBack)}; після паузи ${f(row.paused)}`)
}

// What this machine costs to deliver an answer at all: a bare Node HTTP server
// (scripts/lib/bare-server.mjs: no framework, no database) answering a few bytes and, fixed, the
// bytes of our first orders page, each after the same pause, taking turns. Whatever our server
// does for page 1 comes on top of the second (docs/performance.md, "The machine's floor").
const pageOne = await fetch(new URL('api/orders/get_orders', url), {
  method: 'POST',
  headers,
  body: JSON.stringify({ page: 1, per_page: 50 }),
}).then((res) => res.arrayBuffer())
const answerFile = join(mkdtempSync(join(tmpdir(), 'shop-bench-answer-')), 'page1.json')
writeFileSync(answerFile, Buffer.from(pageOne))
const bare = spawn(
  process.execPath,
  [resolve(import.meta.dirname, 'lib/bare-server.mjs'), answerFile],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
process.on('exit', () => bare.kill('SIGTERM'))
const barePort = await new Promise((resolvePort, reject) => {
  let out = ''
  bare.stdout.on('data', (chunk) => {
    out += chunk
    if (out.includes('\n')) resolvePort(Number(out.trim()))
  })
  bare.once('exit', (code) => reject(new Error(`bare-server.mjs: код ${code}`)))
})
const bareTimes = { empty: [], page: [] }
for (let i = 0; i < Math.min(runs, 200) + 20; i++) {
  for (const [kind, path, init] of [
    ['empty', '/health', {}],
    [
      'page',
      '/answer',
      { method: 'POST', headers, body: JSON.stringify({ page: 1, per_page: 50 }) },
    ],
  ]) {
    await new Promise((done) => setTimeout(done, FLOOR_GAP_MS))
    const started = performance.now()
    const res = await fetch(`http://127.0.0.1:${barePort}${path}`, init)
    await res.arrayBuffer()
    if (i >= 20) bareTimes[kind].push(performance.now() - started)
  }
}
bare.kill('SIGTERM')
rmSync(dirname(answerFile), { recursive: true, force: true })
figures.floor.bare = {}
for (const [kind, times] of Object.entries(bareTimes)) {
  times.sort((a, b) => a - b)
  figures.floor.bare[kind] = { p50: percentile(times, 0.5), p95: percentile(times, 0.95) }
}
const { empty: bareEmpty, page: barePage } = figures.floor.bare
console.log(
  `Голий сервер Node (після паузи ${FLOOR_GAP_MS} мс): кілька байтів ${bareEmpty.p50.toFixed(1)} / ${bareEmpty.p95.toFixed(1)} мс; ` +
    `сталі ${(pageOne.byteLength / 1024).toFixed(1)} КіБ першої сторінки ${barePage.p50.toFixed(1)} / ${barePage.p95.toFixed(1)} мс`,
)

// A supplier's feed of `feedRows` offers (YML, from a fake supplier on loopback) read by the
// server's parser runner: run now, timed to its answer, with the server's peak memory while it
// runs. It comes right after the desk's requests, before the Prom feed and the export, whose
// own peaks (printed with them) the server's memory would otherwise carry into this one. Every offer is new to the catalogue (the worst case for what is written: one result per
// row), and the supplier's products the demo has become "gone".
const feedRows = Number(option('feed-rows', '50000'))
const TARGET_FEED_RUN_MS = 10_000
const TARGET_FEED_RUN_MIB = 300
const { startFakeSupplier, ymlOf } = await import('../tests/fake-supplier/index.mjs')
const supplier = await startFakeSupplier()
supplier.put(
  '/bench.yml',
  ymlOf(
    Array.from({ length: feedRows }, (_, i) => ({
      sku: `BENCH-${i}`,
      barcode: `48${String(i).padStart(11, '0')}`,
      name: `Чохол для телефона, модель ${i}`,
      price: 100 + (i % 900),
      available: i % 7 !== 0,
    })),
  ),
)
const parser = await call('/api/parsers/store', {
  title: 'Бенчмарк фіда',
  url: supplier.url('/bench.yml'),
  provider: 'hubber',
  interval_minutes: 0,
})
const feedStartRss = rssMiB(server.pid) ?? 0
let supplierPeakRss = feedStartRss
const feedSampler = setInterval(
  () => (supplierPeakRss = Math.max(supplierPeakRss, rssMiB(server.pid) ?? 0)),
  20,
)
const feedStarted = performance.now()
const feedRun = (await call('/api/parsers/run_now', { id: parser.data.id })).data.run
const feedRunMs = performance.now() - feedStarted
clearInterval(feedSampler)
await supplier.close()
if (feedRun?.status !== 'ok') throw new Error(`feed run: ${JSON.stringify(feedRun)}`)
figures.feedRun = {
  rows: feedRun.rows,
  ms: feedRunMs,
  startRssMiB: feedStartRss,
  peakRssMiB: supplierPeakRss,
}
console.log(
  `\nЗапуск фіда постачальника (YML, ${feedRun.rows} рядків, нових ${feedRun.new_count}, зниклих ${feedRun.gone_count}): ${feedRunMs.toFixed(0)} мс (ціль ≤ ${TARGET_FEED_RUN_MS} мс): ${verdict(feedRunMs <= TARGET_FEED_RUN_MS)}; пам'ять сервера під час: ${feedStartRss.toFixed(0)} → до ${supplierPeakRss.toFixed(0)} МіБ (ціль ≤ ${TARGET_FEED_RUN_MIB} МіБ): ${verdict(supplierPeakRss <= TARGET_FEED_RUN_MIB)}`,
)

// The Prom feed: fetched whole, with no session, as Prom fetches it; the server's memory while
// it streams.
const feedUrl = new URL('feeds/prom/main.xml', url)
const fetchFeed = async () => {
  const res = await fetch(feedUrl)
  const text = await res.text()
  if (!res.ok) throw new Error(`${feedUrl}: ${res.status} ${text.slice(0, 200)}`)
  return text
}
let feedPeakRss = 0
const feedTimes = []
let offers = 0
for (let i = 0; i < 2; i++) await fetchFeed()
for (let i = 0; i < 10; i++) {
  const sampler = setInterval(
    () => (feedPeakRss = Math.max(feedPeakRss, rssMiB(server.pid) ?? 0)),
    20,
  )
  const started = performance.now()
  const text = await fetchFeed()
  feedTimes.push(performance.now() - started)
  clearInterval(sampler)
  offers = text.split('<offer ').length - 1
}
feedTimes.sort((a, b) => a - b)
const feedP50 = percentile(feedTimes, 0.5)
const feedP95 = percentile(feedTimes, 0.95)
figures.promFeed = { offers, p50: feedP50, p95: feedP95, peakRssMiB: feedPeakRss }
console.log(
  `\nФід Prom (${offers} товарів, ${feedTimes.length} завантажень): p50 ${feedP50.toFixed(0)} мс, p95 ${feedP95.toFixed(0)} мс (ціль ≤ ${TARGET_FEED_MS} мс): ${verdict(feedP95 <= TARGET_FEED_MS)}; пам'ять сервера під час: до ${feedPeakRss.toFixed(0)} МіБ`,
)

// The export screen: every order as XLSX, every column the screen offers,
// statuses as their names; read as it streams (never held here either), with the server's
// memory sampled while it writes.
const TARGET_EXPORT_MS = 10_000
const EXPORT_COLUMNS = [
  'id',
  'status',
  'phone',
  'surname',
  'name',
  'patronymic',
  'track',
  'site',
  'order_way',
  'prom_order',
  'prom_acaunt',
  'rozetka_order',
  'pay_method',
  'city_name',
  'city_ref',
  'warehouse_name',
  'warehouse_ref',
  'total',
  'prepayment',
  'comment',
  'user_id',
  'created_at',
  'updated_at',
]
const STATUS_NAMES = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../src/renderer/i18n/uk/enums.json'), 'utf8'),
).order_status
let exportPeakRss = rssMiB(server.pid) ?? 0
const exportSampler = setInterval(
  () => (exportPeakRss = Math.max(exportPeakRss, rssMiB(server.pid) ?? 0)),
  20,
)
const exportStarted = performance.now()
const exported = await fetch(new URL('api/orders/export', url), {
  method: 'POST',
  headers,
  body: JSON.stringify({
    job: 'bench-export-1',
    format: 'xlsx',
    columns: EXPORT_COLUMNS.map((name) => ({
      name,
      header: name,
      ...(name === 'status' ? { labels: STATUS_NAMES } : {}),
    })),
  }),
})
if (!exported.ok) throw new Error(`export: ${exported.status} ${await exported.text()}`)
const exportRows = Number(exported.headers.get('X-Export-Total'))
let exportBytes = 0
let exportHead = null
for await (const chunk of exported.body) {
  exportHead ??= Buffer.from(chunk.subarray(0, 2)).toString('latin1')
  exportBytes += chunk.length
}
const exportMs = performance.now() - exportStarted
clearInterval(exportSampler)
if (exportHead !== 'PK') throw new Error('export: the answer is not an XLSX (zip) file')
figures.export = { rows: exportRows, ms: exportMs, bytes: exportBytes, peakRssMiB: exportPeakRss }
console.log(
  `\nЕкспорт XLSX (${exportRows} замовлень, ${EXPORT_COLUMNS.length} стовпців, ${(exportBytes / 1024 / 1024).toFixed(1)} МБ): ${exportMs.toFixed(0)} мс (ціль ≤ ${TARGET_EXPORT_MS} мс): ${verdict(exportMs <= TARGET_EXPORT_MS)}; пам'ять сервера під час: до ${exportPeakRss.toFixed(0)} МіБ`,
)

const rss = startRss === null ? '–' : `${startRss.toFixed(0)} МіБ`
const mib = (x) => `${x.toFixed(0)} МіБ`
console.log(
  `\nСтарт сервера до першої відповіді: ${startMs.toFixed(0)} мс (ціль ≤ ${TARGET_START_MS} мс): ${verdict(startMs <= TARGET_START_MS)}`,
)
console.log(
  `Пам'ять сервера (RSS) після старту: ${rss} (ціль ≤ ${TARGET_RSS_MIB} МіБ): ${verdict(startRss !== null && startRss <= TARGET_RSS_MIB)}; за ${WATCH_MS / 1000} с до ${mib(startPeakRss)}, потім ${mib(settledRss)}`,
)
console.log(
  `Сама база (PGlite у голому процесі, та сама тека й опції): перша відповідь за ${databaseAlone.startMs.toFixed(0)} мс; RSS тоді ${mib(databaseAlone.readyRss)}, за ${WATCH_MS / 1000} с до ${mib(databaseAlone.peakRss)}, потім ${mib(databaseAlone.lastRss)}`,
)
console.log(
  `\nУсі цілі запитів: ${allMet ? 'виконано' : 'НЕ виконано'} (машина спільна: порівнюйте з ../shared/peers/side-by-side.mjs в одному запуску)`,
)
const jsonOut = option('json', null)
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(figures, null, 2))
await stop()
if (!reuse) rmSync(dataDir, { recursive: true, force: true })
process.exit(0)
