import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import type { UpdateStatus } from '@shared/updates'
import { UPDATE_CHECK_INTERVAL_MS } from './decide'
import { createUpdateService, type UpdaterPort } from './service'

class FakeUpdater implements UpdaterPort {
  private events = new EventEmitter()
  on(event: string, listener: (...args: never[]) => void) {
    return this.events.on(event, listener as (...args: unknown[]) => void)
  }
  emit(event: string, ...args: unknown[]) {
    this.events.emit(event, ...args)
  }
  autoDownload = false
  autoInstallOnAppQuit = false
  feeds: string[] = []
  checks = 0
  installs = 0
  setFeedURL(options: { url: string }) {
    this.feeds.push(options.url)
  }
  checkForUpdates() {
    this.checks++
    this.emit('checking-for-update')
    return Promise.resolve(null)
  }
  quitAndInstall() {
    this.installs++
  }
}

function setup(opts: { packaged?: boolean; feed?: string | null; unsaved?: number } = {}) {
  const updater = new FakeUpdater()
  const statuses: UpdateStatus[] = []
  const pending: { fn: () => void; ms: number }[] = []
  let unsaved = opts.unsaved ?? 0
  const service = createUpdateService({
    updater,
    currentVersion: '0.1.0',
    feed: () => (opts.feed === undefined ? 'http://127.0.0.1:9/feed/' : opts.feed),
    packaged: opts.packaged ?? true,
    unsavedWindows: () => unsaved,
    onStatus: (s) => statuses.push(s),
    now: () => 1_000_000,
    timers: {
      setTimeout: (fn, ms) => pending.push({ fn, ms }),
      clearTimeout: () => {},
    },
  })
  return { updater, statuses, pending, service, setUnsaved: (n: number) => (unsaved = n) }
}

describe('update service', () => {
  it('checks on start, then again a day later, downloading in the background', async () => {
    const { updater, pending, service } = setup()
    expect(updater.autoDownload).toBe(true)
    expect(updater.autoInstallOnAppQuit).toBe(true)
    service.start()
    expect(pending[0]?.ms).toBe(0)
    pending[0]?.fn()
    await vi.waitFor(() => expect(pending).toHaveLength(2))
    expect(updater.checks).toBe(1)
    expect(updater.feeds).toEqual(['http://127.0.0.1:9/feed/'])
    expect(pending[1]?.ms).toBe(UPDATE_CHECK_INTERVAL_MS)
  })

  it('offers the restart once downloaded and never restarts over unsaved changes', async () => {
    const { updater, service, setUnsaved } = setup({ unsaved: 1 })
    await service.check()
    updater.emit('update-available', { version: '0.2.0' })
    expect(service.status()).toEqual({ state: 'downloading', version: '0.2.0', percent: 0 })
    updater.emit('download-progress', { percent: 41.6 })
    expect(service.status()).toMatchObject({ percent: 42 })
    expect(service.restart()).toEqual({ action: 'wait', reason: 'not-ready' })
    updater.emit('update-downloaded', { version: '0.2.0' })
    expect(service.status()).toEqual({ state: 'ready', version: '0.2.0' })
    expect(service.restart()).toEqual({ action: 'wait', reason: 'unsaved' })
    expect(updater.installs).toBe(0)
    setUnsaved(0)
    expect(service.restart()).toEqual({ action: 'restart' })
    expect(updater.installs).toBe(1)
  })

  it('ignores a pre-release for a stable build and reports errors', async () => {
    const { updater, service } = setup()
    await service.check()
    updater.emit('update-available', { version: '0.2.0-beta.1' })
    expect(service.status()).toEqual({ state: 'idle', checkedAt: 1_000_000 })
    updater.emit('error', new Error('net::ERR_CONNECTION_REFUSED'))
    expect(service.status()).toEqual({ state: 'error', message: 'net::ERR_CONNECTION_REFUSED' })
  })

  it('does nothing in an unpackaged build or without a feed', async () => {
    const dev = setup({ packaged: false })
    dev.service.start()
    await dev.service.check()
    expect(dev.updater.checks).toBe(0)
    expect(dev.service.status()).toEqual({ state: 'unsupported', reason: 'dev' })
    const noFeed = setup({ feed: null })
    await noFeed.service.check()
    expect(noFeed.updater.checks).toBe(0)
    expect(noFeed.service.status()).toEqual({ state: 'unsupported', reason: 'no-feed' })
  })
})
