import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIELD_UK } from '@shared/messages/field-uk'
import { SERVER_UK } from '@shared/messages/server-uk'

const codes = new Set(
  Object.keys({ ...FIELD_UK, ...SERVER_UK }).map((k) => k.replace(/_(one|few|many|other)$/, '')),
)

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe("the server's message codes", () => {
  it('knows every code the server and the shared rules use', () => {
    const root = resolve(import.meta.dirname, '../..')
    const used = new Set<string>()
    const pattern =
      /(?:new HttpError\(\d+, |msg\(|text\(|answer\(|ukrainian\(\{ code: |\? |: |^\s+)'([a-z][A-Za-z]*\.[a-zA-Z]+)'(?=[,)\s])/gm
    const files = [...sources(join(root, 'server')), ...sources(join(root, 'shared'))]
    // Seed data (demo settings' keys look like codes) holds no messages.
    for (const file of files.filter((f) => !f.includes(join('server', 'demo')))) {
      const source = readFileSync(file, 'utf8')
      for (const m of source.matchAll(pattern)) used.add(m[1]!)
      // A refusal names its code: never a sentence of its own.
      for (const line of source.split('\n').filter((l) => l.includes('new HttpError('))) {
        expect(line, file).not.toMatch(/[А-Яа-яІіЇїЄєҐґ]/)
      }
    }
    const areas = new Set([...codes].map((c) => c.split('.')[0]))
    const ours = [...used].filter((c) => areas.has(c.split('.')[0]!))
    expect(ours.length).toBeGreaterThan(80)
    expect(ours.filter((c) => !codes.has(c))).toEqual([])
  })
})
