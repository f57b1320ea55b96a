import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  chooseFeed,
  isOffered,
  nextCheckDelay,
  offersRestart,
  restartDecision,
  UPDATE_CHECK_INTERVAL_MS,
} from './decide'
import { channelFile, readFeed } from './feed'

describe('which version is offered', () => {
  it('offers only a strictly newer stable version to a stable build', () => {
    expect(isOffered('1.2.3', '1.2.4')).toBe(true)
    expect(isOffered('1.2.3', '1.10.0')).toBe(true)
    expect(isOffered('1.2.3', '1.2.3')).toBe(false)
    expect(isOffered('1.2.3', '1.2.2')).toBe(false)
    expect(isOffered('1.2.3', '2.0.0-beta.1')).toBe(false)
    expect(isOffered('2.0.0-beta.1', '2.0.0-beta.2')).toBe(true)
    expect(isOffered('2.0.0-beta.1', '2.0.0')).toBe(true)
    expect(isOffered('1.2.3', 'latest')).toBe(false)
  })
})

describe('when to check', () => {
  it('checks on start, then a day after the last check', () => {
    const now = 1_700_000_000_000
    expect(nextCheckDelay(now, null)).toBe(0)
    expect(nextCheckDelay(now, now)).toBe(UPDATE_CHECK_INTERVAL_MS)
    expect(nextCheckDelay(now, now - 1000)).toBe(UPDATE_CHECK_INTERVAL_MS - 1000)
    expect(nextCheckDelay(now, now - 2 * UPDATE_CHECK_INTERVAL_MS)).toBe(0)
  })
})

describe('which feed', () => {
  it('prefers the workstation’s feed, accepts only http(s) without credentials', () => {
    expect(chooseFeed('', 'https://updates.shop.example/desk')).toBe(
      'https://updates.shop.example/desk/',
    )
    expect(chooseFeed(' http://10.0.0.5:8080/u/ ', 'https://updates.shop.example/')).toBe(
      'http://10.0.0.5:8080/u/',
    )
    expect(chooseFeed('', null)).toBeNull()
    expect(chooseFeed('file:///etc/', null)).toBeNull()
    expect(chooseFeed('https://user:pw@updates.shop.example/', null)).toBeNull()
    expect(chooseFeed('not a url', 'https://updates.shop.example/')).toBeNull()
  })
})

describe('when to restart', () => {
  const ready = { state: 'ready', version: '1.3.0' } as const
  it('restarts only when an update is downloaded and no form has unsaved changes', () => {
    expect(restartDecision(ready, 0)).toEqual({ action: 'restart' })
    expect(restartDecision(ready, 1)).toEqual({ action: 'wait', reason: 'unsaved' })
    expect(restartDecision({ state: 'downloading', version: '1.3.0', percent: 40 }, 0)).toEqual({
      action: 'wait',
      reason: 'not-ready',
    })
    expect(restartDecision({ state: 'idle', checkedAt: null }, 0).action).toBe('wait')
  })
  it('offers the restart only once the download is complete', () => {
    expect(offersRestart(ready)).toBe(true)
    expect(offersRestart({ state: 'downloading', version: '1.3.0', percent: 99 })).toBe(false)
    expect(offersRestart({ state: 'error', message: 'x' })).toBe(false)
  })
})

describe('the feed over HTTP', () => {
  let server: Server
  let base: string
  const served: string[] = []
  beforeAll(async () => {
    server = createServer((req, res) => {
      served.push(req.url ?? '')
      if (req.url === '/feed/latest-linux.yml') {
        res.setHeader('content-type', 'text/yaml')
        res.end(
          [
            'version: 0.2.0',
            'files:',
            '  - url: shop-backoffice-0.2.0.AppImage',
            '    sha512: abc',
            '    size: 100',
            'path: shop-backoffice-0.2.0.AppImage',
            "releaseDate: '2026-11-20T10:00:00.000Z'",
          ].join('\n'),
        )
      } else if (req.url === '/broken/latest-linux.yml') {
        res.end('files: [')
      } else {
        res.statusCode = 404
        res.end('not found')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('reads the version of the OS’s channel file', async () => {
    expect(channelFile('win32')).toBe('latest.yml')
    const result = await readFeed(`${base}/feed/`, 'linux', fetch)
    expect(result).toEqual({ ok: true, version: '0.2.0', releaseDate: '2026-11-20T10:00:00.000Z' })
    expect(served).toContain('/feed/latest-linux.yml')
    expect(result.ok && isOffered('0.1.0', result.version)).toBe(true)
  })

  it('says what is wrong with a missing or broken feed', async () => {
    const missing = await readFeed(`${base}/none/`, 'linux', fetch)
    expect(missing).toEqual({ ok: false, message: expect.stringContaining('404') })
    const broken = await readFeed(`${base}/broken/`, 'linux', fetch)
    expect(broken.ok).toBe(false)
    server.closeAllConnections()
    const down = await readFeed('http://127.0.0.1:9/feed/', 'linux', fetch)
    expect(down).toEqual({ ok: false, message: expect.stringContaining('недоступний') })
  })
})
