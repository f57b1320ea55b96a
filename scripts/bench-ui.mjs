// `npm run bench:ui`: the UI's figures against two floors, in Debian's Chromium on this machine.
// Three pages show the same rows from the same built server, each in a fresh browser profile
// with the same session, taking turns run by run:
// - the UI floor: a bare page that fetches the first page of orders and writes its rows into a
//   table by hand (no framework), the yardstick of docs/performance.md's UI targets;
// - a bare React page (scripts/lib/react-floor/, built here by Vite): React 19 doing the same
//   and nothing else, so the figures say how much of ours is React's own and how much the app's;
// - ours: `/orders` of the built app.
// Each is timed from the navigation to its rows (cold load), from "Наступна →" to the second
// page's rows, and from the products link to the products' rows, as the side-by-side run times
// them; medians of --runs runs (default 7). Options: --orders N (default 100000), --data DIR
// (reuse a filled folder), --json FILE (also write the figures).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { extname, join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { build } from 'vite'
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
const runs = Number(option('runs', '7'))
/** docs/performance.md: each figure of ours against the UI floor's. */
const TARGETS = { cold: 2.5, next: 2, other: 2.5 }
const CHROMIUM = '/usr/bin/chromium'

requireBuilt()
for (const needed of [resolve(import.meta.dirname, '../out/renderer/index.html'), CHROMIUM]) {
  if (!existsSync(needed)) {
    console.error(`Немає ${needed}: спершу npm run build (і apt-get install -y chromium).`)
    process.exit(1)
  }
}

const temporary = mkdtempSync(join(tmpdir(), 'shop-bench-ui-'))
const reuse = option('data', null)
const dataDir = reuse ? resolve(reuse) : join(temporary, 'data')
const env = serverEnv(dataDir)
fillShop(env, orders)

// The bare React page, built as Vite builds ours (production React, minified).
const reactDir = join(temporary, 'react')
await build({
  root: resolve(import.meta.dirname, 'lib/react-floor'),
  base: '/__react/',
  configFile: false,
  logLevel: 'warn',
  build: { outDir: reactDir, emptyOutDir: true },
})

const started = await startServer(env, SERVER_NODE_FLAGS)
const base = started.url.replace(/\/$/, '')

const session = await logIn(started.url, env)
const cookies = session.map((pair) => {
  const at = pair.indexOf('=')
  return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base }
})
const ask = async (path, body) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...HEADERS, Cookie: session.join('; ') },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path}: ${res.status}`)
  return res.json()
}
// The first row's id each page must show: its rows are drawn when that id is in the first row.
const want = {
  first: (await ask('/api/orders/get_orders', { page: 1, per_page: 50 })).data[0].id,
  next: (await ask('/api/orders/get_orders', { page: 2, per_page: 50 })).data[0].id,
  products: (await ask('/api/products/get_products', { page: 1 })).data[0].id,
}

const FLOOR_HTML = `<!doctype html><meta charset=utf-8><title>floor</title>
<nav><a href="/products">products</a> <button>Наступна →</button></nav><table><tbody id=b></tbody></table><script>
const H={'X-Requested-With':'XMLHttpRequest','Content-Type':'application/json'};
const show=(path,body,cols)=>fetch(path,{method:'POST',credentials:'include',headers:H,body:JSON.stringify(body)}).then(r=>r.json()).then(j=>{
const f=document.createDocumentFragment();j.data.forEach((o,i)=>{const tr=document.createElement('tr');tr.dataset.index=i;const a=document.createElement('a');
a.href='#'+o.id;a.textContent=o.id;const td=document.createElement('td');td.append(a);tr.append(td);
for(const k of cols){const c=document.createElement('td');c.textContent=o[k]??'';tr.append(c);}f.append(tr);});document.getElementById('b').replaceChildren(f);});
const orders=(page)=>show('/api/orders/get_orders',{page,per_page:50},['status','phone','surname','total','created_at']);
orders(1);
document.querySelector('button').onclick=()=>orders(2);
document.querySelector('a').onclick=(e)=>{e.preventDefault();show('/api/products/get_products',{page:1},['title_uk','barcode','price','type','mark']);};
</script>`
const TYPES = { '.html': 'text/html', '.js': 'text/javascript' }
const PAGES = {
  floor: {
    url: `${base}/__floor`,
    serve: (page) =>
      page.route(`${base}/__floor`, (r) =>
        r.fulfill({ status: 200, contentType: 'text/html', body: FLOOR_HTML }),
      ),
  },
  react: {
    url: `${base}/__react/`,
    serve: (page) =>
      page.route(`${base}/__react/**`, (r) => {
        const path = new URL(r.request().url()).pathname.slice('/__react/'.length) || 'index.html'
        const file = resolve(reactDir, path)
        if (!file.startsWith(reactDir) || !existsSync(file)) return r.fulfill({ status: 404 })
        return r.fulfill({
          status: 200,
          contentType: TYPES[extname(file)] ?? 'application/octet-stream',
          body: readFileSync(file),
        })
      }),
  },
  ours: { url: `${base}/orders`, serve: async () => {} },
}

const ROW = 'tbody tr[data-index]'
const ID = 'td a'
// Clicks `click` in the page and resolves with the time from the click to rows whose first id is `id`.
const rowsAfter = (page, id, click) =>
  page.evaluate(
    ([row, idOf, wanted, target]) =>
      new Promise((done, fail) => {
        const shown = () => {
          const rows = document.querySelectorAll(row)
          const first = rows[0]?.querySelector(idOf)
          return rows.length >= 10 && first?.textContent.trim() === String(wanted)
        }
        const started = performance.now()
        const watch = new MutationObserver(() => {
          if (!shown()) return
          watch.disconnect()
          done(performance.now() - started)
        })
        watch.observe(document.body, { childList: true, subtree: true, characterData: true })
        const el =
          document.querySelector(target) ??
          [...document.querySelectorAll('a,button')].find((b) => b.textContent.trim() === target)
        if (!el) return fail(new Error(`немає ${target}`))
        el.click()
        setTimeout(() => fail(new Error(`${target}: немає рядків за 60 с`)), 60_000)
      }),
    [ROW, ID, id, click],
  )

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
})
const times = Object.fromEntries(
  Object.keys(PAGES).map((p) => [p, { cold: [], next: [], other: [] }]),
)
for (let run = 0; run < runs; run++) {
  for (const [name, spec] of Object.entries(PAGES)) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
    await context.addCookies(cookies)
    await context.addInitScript(
      ([row, idOf, wanted]) => {
        window.__rowsAt = null
        const watch = new MutationObserver(() => {
          const rows = document.querySelectorAll(row)
          const first = rows[0]?.querySelector(idOf)
          if (rows.length < 10 || first?.textContent.trim() !== String(wanted)) return
          window.__rowsAt = performance.now()
          watch.disconnect()
        })
        watch.observe(document, { childList: true, subtree: true })
      },
      [ROW, ID, want.first],
    )
    const page = await context.newPage()
    await spec.serve(page)
    await page.goto(spec.url, { waitUntil: 'commit' })
    await page.waitForFunction(() => window.__rowsAt !== null, null, { timeout: 120_000 })
    times[name].cold.push(await page.evaluate(() => window.__rowsAt))
    times[name].next.push(await rowsAfter(page, want.next, 'Наступна →'))
    times[name].other.push(await rowsAfter(page, want.products, 'a[href="/products"]'))
    await context.close()
  }
}
await browser.close()

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
const figures = { runs, orders, cases: {} }
const TITLES = {
  cold: 'відкриття /orders → рядки',
  next: 'наступна сторінка',
  other: 'інший список',
}
console.log(`\n${runs} запусків, медіани, мс`)
console.log(
  `${'випадок'.padEnd(28)}${'підлога'.padStart(9)}${'React'.padStart(9)}${'наш'.padStart(9)}` +
    `  React/підлога  наш/підлога (ціль)  наш/React`,
)
for (const key of Object.keys(TARGETS)) {
  const [floor, react, ours] = ['floor', 'react', 'ours'].map((p) => median(times[p][key]))
  figures.cases[key] = {
    floor,
    react,
    ours,
    raw: Object.fromEntries(Object.entries(times).map(([p, t]) => [p, t[key]])),
  }
  console.log(
    `${TITLES[key].padEnd(28)}${floor.toFixed(1).padStart(9)}${react.toFixed(1).padStart(9)}` +
      `${ours.toFixed(1).padStart(9)}  ${(react / floor).toFixed(2).padStart(13)}` +
      `  ${(ours / floor).toFixed(2).padStart(11)} (≤ ${TARGETS[key]})  ${(ours / react).toFixed(2).padStart(9)}`,
  )
}
const jsonOut = option('json', null)
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(figures, null, 2))
await started.stop()
rmSync(temporary, { recursive: true, force: true })
process.exit(0)
