import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import log from 'electron-log/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '@shared/contract/http'
import { FIXED_ROUTES } from '@shared/contract/routes'
import { testDatabases, useTestServer } from '../../server/test/harness'
import { mainAllowlist, rendererAllowlist } from '../session/allowlist'
import { CookieJar } from '../session/cookie-jar'
import { createSessionProxy } from '../session/proxy'
import { fakeBox, memoryStore } from '../session/test-ports'
import { REDACTED, redact, redactText } from './redact'
import { configureLog } from './setup'

describe('redaction', () => {
  it('hides the session cookie, passwords, API keys and tokens in text and objects', () => {
    expect(redactText('Set-Cookie: shop_session=abc.def; Path=/; HttpOnly')).not.toContain(
      'abc.def',
    )
    expect(redactText('cookie=shop_session%3Dxyz')).not.toContain('xyz')
    expect(redactText('Authorization: Bearer eyJhbGciOi.J9')).not.toContain('eyJhbGciOi')
    expect(redactText('{"apiKey":"np-key-123","modelName":"Address"}')).not.toContain('np-key-123')
    expect(redactText('login=admin password=hunter2')).not.toContain('hunter2')
    expect(redactText('Замовлення 900123 збережено')).toBe('Замовлення 900123 збережено')

    const original = {
      login: 'admin',
      password: 'hunter2',
      headers: { Cookie: 'shop_session=s3cr3t', accept: 'json' },
      nested: [{ apiKey: 'np' }],
    }
    const copy = redact(original)
    expect(JSON.stringify(copy)).not.toMatch(/hunter2|s3cr3t|"np"/)
    expect(copy).toMatchObject({ login: 'admin', password: REDACTED, headers: { accept: 'json' } })
    expect(original.password).toBe('hunter2')

    const error = new Error('request failed: cookie: shop_session=zzz999')
    expect(String((redact(error) as Error).message)).not.toContain('zzz999')
    const cycle: Record<string, unknown> = { a: 1 }
    cycle['self'] = cycle
    expect(() => redact(cycle)).not.toThrow()
  })
})

describe('the log level', () => {
  it('follows the preference at once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shop-log-level-'))
    try {
      const logger = log.create({ logId: 'level-test' })
      const configured = configureLog(logger, dir, 'warn')
      logger.transports.console.level = false
      logger.info('quiet line')
      logger.warn('loud line')
      configured.setLevel('info')
      logger.transports.console.level = false
      logger.info('now heard')
      const text = await readFile(configured.file(), 'utf8')
      expect(text).toContain('loud line')
      expect(text).toContain('now heard')
      expect(text).not.toContain('quiet line')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe.each(testDatabases())('the log file during a login (%s)', (kind) => {
  const server = useTestServer(kind)
  let dir = ''
  let url = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shop-log-'))
    url = await server.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('holds what happened but never the cookie value or the password', async () => {
    const logger = log.create({ logId: `login-${kind}` })
    const configured = configureLog(logger, dir, 'debug')
    logger.transports.console.level = false
    const user = await server.createUser({ login: 'olena', password: 'olena-pass-77' })

    // Main's session proxy signs in and keeps the cookie; everything main might log around it
    // (the raw answer, its headers, the jar, an error quoting the header) goes to the file.
    const store = memoryStore()
    const session = createSessionProxy({
      getServerUrl: () => url,
      jar: new CookieJar({ store, box: fakeBox() }),
      allowRenderer: rendererAllowlist(FIXED_ROUTES),
      allowMain: mainAllowlist(FIXED_ROUTES),
      onSessionEnded: () => logger.info('session ended'),
    })
    const body = { login: user.login, password: user.password }
    logger.info('login request', body)
    const viaProxy = await session.request({ method: 'POST', path: '/login', body })
    expect(viaProxy.ok).toBe(true)
    const raw = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify(body),
    })
    const setCookie = raw.headers.get('set-cookie') ?? ''
    const cookieValue = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(setCookie)?.[1] ?? ''
    expect(cookieValue.length).toBeGreaterThan(10)
    logger.debug('login answer', raw.status, raw.headers)
    logger.debug(`raw header: ${setCookie}`)
    logger.info('signed in through main', viaProxy.ok, { store: Object.fromEntries(store.data) })
    logger.error(new Error(`request with Cookie: ${SESSION_COOKIE}=${cookieValue} failed`))

    const file = configured.file()
    expect(file).toBe(join(dir, 'main.log'))
    const text = await readFile(file, 'utf8')
    expect(text).toContain('login answer 200')
    expect(text).toContain('signed in through main true')
    expect(text).toContain(REDACTED)
    expect(text).not.toContain(cookieValue)
    expect(text).not.toContain(user.password)
  })
})
