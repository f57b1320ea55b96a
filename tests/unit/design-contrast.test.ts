import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * WCAG AA for the design tokens (src/renderer/styles/base.css, src/renderer/components/ui/ui.css):
 * text against the surfaces it is drawn on, in both themes, and every status chip's text
 * against its fill. Read from the stylesheets themselves, so a colour changed there is checked.
 */
const sheet = (path: string) =>
  readFileSync(resolve(import.meta.dirname, '../../src/renderer', path), 'utf8')

/** The custom properties of one block (`:root {` or `:root[data-theme='dark'] {`). */
function tokens(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`)
  if (start < 0) throw new Error(`no ${selector} block`)
  const block = css.slice(start, css.indexOf('}', start))
  return Object.fromEntries(
    [...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1], m[2]]),
  )
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const THEMES = { light: ':root', dark: ":root[data-theme='dark']" } as const
const TONES = ['accent', 'info', 'warning', 'danger', 'success', 'secondary']

describe('design tokens meet WCAG AA (4.5:1)', () => {
  const base = sheet('styles/base.css')
  const ui = sheet('components/ui/ui.css')
  for (const [theme, selector] of Object.entries(THEMES)) {
    const light = { ...tokens(base, THEMES.light), ...tokens(ui, THEMES.light) }
    const t =
      theme === 'light' ? light : { ...light, ...tokens(base, selector), ...tokens(ui, selector) }
    it(`text and muted text on the surfaces, ${theme}`, () => {
      for (const fg of ['text', 'muted']) {
        for (const bg of ['bg', 'surface', 'surface-2']) {
          expect(contrast(t[fg]!, t[bg]!), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5)
        }
      }
      expect(contrast(t['accent-text']!, t.accent!)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(t.accent!, t.surface!), 'links').toBeGreaterThanOrEqual(4.5)
    })
    it(`status chips, ${theme}`, () => {
      for (const tone of TONES) {
        const ratio = contrast(t[`tone-${tone}-fg`]!, t[`tone-${tone}-bg`]!)
        expect(ratio, tone).toBeGreaterThanOrEqual(4.5)
      }
    })
  }
})
