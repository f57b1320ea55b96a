import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirBusyError, lockDataDir, lockRecordFor, processStart } from './lock'

const dirs: string[] = []
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('lockDataDir', () => {
  it('takes the folder, and gives it back', () => {
    const dir = join(fresh(), 'nested', 'db')
    const release = lockDataDir(dir)
    expect(JSON.parse(readFileSync(join(dir, 'shop-server.lock'), 'utf8'))).toMatchObject({
      owner: 'shop-backoffice',
      pid: process.pid,
    })
    release()
    expect(existsSync(join(dir, 'shop-server.lock'))).toBe(false)
  })

  it('refuses a second open of the same folder in this process', () => {
    const dir = fresh()
    const release = lockDataDir(dir)
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirBusyError)
    } finally {
      release()
    }
  })

  it('refuses while a live server of ours holds it', async () => {
    const dir = fresh()
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    try {
      await new Promise((resolve) => server.on('spawn', resolve))
      // What that server wrote when it took the folder: its pid, start time and instance.
      writeFileSync(join(dir, 'shop-server.lock'), JSON.stringify(lockRecordFor(server.pid ?? 0)))
      expect(() => lockDataDir(dir)).toThrow(`pid ${server.pid}`)
    } finally {
      server.kill()
    }
  })

  it.runIf(processStart(process.pid) !== null)(
    'is not fooled by a reused pid: a live process that is not the one that locked',
    () => {
      const dir = fresh()
      // The test runner's parent is alive, but it is not the process this record names: the
      // server that wrote it crashed and its pid went to another program.
      const stale = { ...lockRecordFor(process.ppid), start: '1' }
      expect(processStart(process.ppid)).not.toBe('1')
      writeFileSync(join(dir, 'shop-server.lock'), JSON.stringify(stale))
      const release = lockDataDir(dir)
      expect(JSON.parse(readFileSync(join(dir, 'shop-server.lock'), 'utf8')).pid).toBe(process.pid)
      release()
    },
  )

  it.runIf(processStart(process.pid) !== null)(
    'an older bare-pid lock does not block when that pid started after the file was written',
    async () => {
      const dir = fresh()
      const file = join(dir, 'shop-server.lock')
      const later = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
      try {
        await new Promise((resolve) => later.on('spawn', resolve))
        writeFileSync(file, String(later.pid))
        // Written an hour before that process started: another program got the pid since.
        const hourAgo = new Date(Date.now() - 3600_000)
        utimesSync(file, hourAgo, hourAgo)
        const release = lockDataDir(dir)
        expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid)
        release()
      } finally {
        later.kill()
      }
    },
  )

  it('takes over a lock that names this pid but not a lock of this process', () => {
    const dir = fresh()
    // Left by an earlier run that had the same pid (containers reuse low pids every start).
    writeFileSync(join(dir, 'shop-server.lock'), JSON.stringify(lockRecordFor(process.pid)))
    const release = lockDataDir(dir)
    release()
    expect(existsSync(join(dir, 'shop-server.lock'))).toBe(false)
  })

  it('refuses while the live process of an older bare-pid lock runs', async () => {
    const dir = fresh()
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    try {
      writeFileSync(join(dir, 'shop-server.lock'), String(other.pid))
      expect(() => lockDataDir(dir)).toThrow(DataDirBusyError)
      expect(() => lockDataDir(dir)).toThrow(`pid ${other.pid}`)
    } finally {
      other.kill()
    }
  })

  it('takes over the lock of a process that died', async () => {
    const dir = fresh()
    const gone = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => gone.on('exit', resolve))
    writeFileSync(join(dir, 'shop-server.lock'), String(gone.pid))
    const release = lockDataDir(dir)
    expect(JSON.parse(readFileSync(join(dir, 'shop-server.lock'), 'utf8')).pid).toBe(process.pid)
    release()
  })
})
