/* global document -- the init script runs inside the page */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, request as httpRequest } from 'node:http'
import { dirname, extname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CONTENT_SECURITY_POLICY } from '../../src/main/security/csp.mjs'

/**
 * The built UI under the desktop app's Content-Security-Policy, in Debian's Chromium (no
 * Electron needed): the files of out/renderer are served with the same CSP header and
 * index.html fallback as main's app:// protocol, the API is passed through to a real server
 * on the same origin (so the web bridge works), and the check signs in and visits screens.
 * Any CSP violation, page error or failed asset fails it. `base-uri 'none'`, for instance,
 * breaks the UI on /orders/12, and this is where that shows.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const ui = join(root, 'out', 'renderer')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ROUTES = [
  '/',
  '/orders',
  '/orders?status=new',
  '/orders/900001',
  '/products',
  '/calls_new',
  '/statistics',
  '/ttns',
]
// The server's paths (the route map's first segments); everything else is the UI's files.
const API = ['/api', '/apisite', '/login', '/logout', '/session', '/setup', '/health', '/feeds']
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
}

if (!existsSync(CHROMIUM)) {
  console.log(`renderer CSP check: skipped (no Chromium at ${CHROMIUM})`)
  process.exit(0)
}

const server = spawn(process.execPath, [join(root, 'out', 'main', 'server-cli.js')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    SHOP_ADMIN_LOGIN: 'admin',
    SHOP_ADMIN_PASSWORD: 'admin-pass-1',
    SHOP_DEMO: '1',
  },
})
let front
let browser
const problems = []
try {
  const api = await new Promise((resolveUrl, reject) => {
    let text = ''
    server.stdout.on('data', (chunk) => {
      text += chunk
      const found = text.match(/http:\/\/127\.0\.0\.1:\d+/)
      if (found) resolveUrl(new URL(found[0]))
    })
    server.on('exit', (code) => reject(new Error(`server exited (${code})`)))
    setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000).unref()
  })

  front = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    const isApi = API.some((p) => path === p || path.startsWith(`${p}/`))
    if (isApi && !(req.method === 'GET' && path === '/login')) {
      const upstream = httpRequest(
        {
          host: api.hostname,
          port: api.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      req.pipe(upstream)
      return
    }
    let file = resolve(ui, `.${decodeURIComponent(path)}`)
    if (!file.startsWith(ui + sep)) file = join(ui, 'index.html')
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) {
      if (extname(path)) return void res.writeHead(404).end()
      file = join(ui, 'index.html')
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    })
    res.end(await readFile(file))
  })
  await new Promise((r) => front.listen(0, '127.0.0.1', r))
  const base = `http://127.0.0.1:${front.address().port}`

  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const page = await browser.newPage()
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const where = `${e.sourceFile}:${e.lineNumber}`
      console.error(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${where}`,
      )
    })
  })
  const probes = []
  page.on('console', async (m) => {
    const text = m.text()
    if (!/Content Security Policy|CSP violation|Refused to/i.test(text)) return
    // zod 4 probes once per page whether `new Function` is allowed, and falls back to its
    // interpreter when it is not: a report, not a failure. Any other eval is a problem.
    const at = text.match(/blocked eval at (http:\/\/[^ ]+\.js):(\d+)$/)
    if (at) probes.push(isZodProbe(at[1], Number(at[2])).then((zod) => zod || problems.push(text)))
    else problems.push(text)
  })
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`))
  page.on('response', (r) => {
    const url = new URL(r.url())
    if (r.status() >= 400 && !API.some((p) => url.pathname.startsWith(p))) {
      problems.push(`HTTP ${r.status()} for ${url.pathname}`)
    }
  })

  const t0 = Date.now()
  await page.goto(`${base}/orders/900001`)
  await page.getByLabel('Логін').fill('admin')
  await page.getByLabel('Пароль').fill('admin-pass-1')
  await page.getByRole('button', { name: 'Увійти' }).click()
  await page.getByRole('banner').waitFor({ timeout: 30_000 })
  if (process.env.DEBUG_CSP_CHECK) console.log('signed in', Date.now() - t0)
  for (const route of ROUTES) {
    await page.goto(`${base}${route}`)
    await page.waitForLoadState('load')
    // The screen has drawn (its heading is there), so its code ran under the policy.
    await page.getByRole('heading').first().waitFor()
    if (process.env.DEBUG_CSP_CHECK) console.log(route, Date.now() - t0)
  }
  await Promise.all(probes)
  if (problems.length) {
    console.error(`renderer CSP check: FAILED\n  ${problems.join('\n  ')}`)
    process.exitCode = 1
  } else {
    console.log(
      `renderer CSP check: ok (signed in, ${ROUTES.length} screens under the desktop CSP; zod's eval probe refused ${probes.length}×, as intended)`,
    )
  }
} catch (error) {
  const seen = problems.length ? `\n  ${problems.join('\n  ')}` : ''
  console.error(
    `renderer CSP check: FAILED (${error instanceof Error ? error.message.split('\n')[0] : error})${seen}`,
  )
  process.exitCode = 1
} finally {
  await browser?.close()
  front?.close()
  server.kill('SIGTERM')
}

/** Is line `line` of this built asset zod's `new Function("")` availability probe? */
async function isZodProbe(url, line) {
  const text = await (await fetch(url)).text()
  const lines = text.split('\n')
  const near = lines.slice(Math.max(0, line - 8), line).join('\n')
  return /new Function\(""\)/.test(lines[line - 1] ?? '') && /allowsEval/.test(near)
}
