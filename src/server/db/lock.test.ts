import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirBusyError, lockDataDir } from './lock'

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
    expect(readFileSync(join(dir, 'shop-server.lock'), 'utf8')).toBe(String(process.pid))
    release()
    expect(existsSync(join(dir, 'shop-server.lock'))).toBe(false)
  })

  it('refuses while another live process holds it', async () => {
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
    expect(readFileSync(join(dir, 'shop-server.lock'), 'utf8')).toBe(String(process.pid))
    release()
  })
})
