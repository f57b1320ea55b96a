import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Database, Db } from './client'
import { createScheduler } from '../scheduler'
import { scheduleMaintenance, VACUUM_EVERY_MS } from './maintenance'

function fakeDatabase(kind: Database['kind'], execute: () => Promise<unknown>): Database {
  return { kind, db: { execute } as unknown as Db, close: async () => {} }
}

describe('scheduleMaintenance', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('vacuums an embedded database a minute after start and then every 6 hours', async () => {
    vi.useFakeTimers()
    const execute = vi.fn(async () => ({ rows: [] }))
    const stop = scheduleMaintenance(
      createScheduler(() => {}),
      fakeDatabase('pglite', execute),
    )
    expect(execute).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(execute).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(VACUUM_EVERY_MS)
    expect(execute).toHaveBeenCalledTimes(2)
    stop()
    await vi.advanceTimersByTimeAsync(VACUUM_EVERY_MS * 3)
    expect(execute).toHaveBeenCalledTimes(2)
  })

  it('leaves PostgreSQL to its own autovacuum, and reports a failed run', async () => {
    vi.useFakeTimers()
    const pgExecute = vi.fn(async () => ({ rows: [] }))
    scheduleMaintenance(
      createScheduler(() => {}),
      fakeDatabase('postgres', pgExecute),
    )
    await vi.advanceTimersByTimeAsync(VACUUM_EVERY_MS * 2)
    expect(pgExecute).not.toHaveBeenCalled()

    const failure = new Error('disk full')
    const onError = vi.fn()
    const stop = scheduleMaintenance(
      createScheduler((_name, error) => onError(error)),
      fakeDatabase('pglite', async () => Promise.reject(failure)),
    )
    await vi.advanceTimersByTimeAsync(60_000)
    expect(onError).toHaveBeenCalledWith(failure)
    stop()
  })
})
