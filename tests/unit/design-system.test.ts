import { readFileSync, readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One design system: the look of the shared controls is defined once, in
 * src/renderer/components/ui (controls.css, ui.css, dialog.css). Every other stylesheet of the
 * renderer may place a control (width, margin, grid, flex, cursor, outline of a focus ring) but
 * never restyle it. The rule, read from the stylesheets themselves:
 *
 *   outside components/ui, no rule whose selector's last compound names an `input`, `select`,
 *   `textarea` or `button` element, or one of the controls' classes (`.btn…`, `.input…`,
 *   `.ui-icon-button…`, `.ui-bare-button`, `.ui-link-button`, `.ui-checkbox`), sets a colour,
 *   a background, a border (or its radius), a height, padding or a font.
 *
 * A screen that needs another look asks for a variant in components/ui (`.btn--small`,
 * `.input--large`, the `.ui-compact` density of a list's bars).
 */
const RENDERER = resolve(import.meta.dirname, '../../src/renderer')
const DESIGN_SYSTEM = join(RENDERER, 'components/ui')

const LOOK =
  /^(color|background(-[\w-]+)?|border(-[\w-]+)?|height|min-height|font(-size)?|padding(-[\w-]+)?)$/
const CONTROL_ELEMENT = /^(input|select|textarea|button)(?![\w-])/
const CONTROL_CLASS =
  /\.(btn|input|ui-icon-button|ui-bare-button|ui-link-button|ui-checkbox)(?![\w])/

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return stylesheets(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

/** The last compound of a selector: after the last combinator outside parentheses. */
function lastCompound(selector: string): string {
  let depth = 0
  let start = 0
  const s = selector.trim()
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!
    if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    else if (depth === 0 && /[\s>+~]/.test(c)) start = i + 1
  }
  return s.slice(start)
}

function targetsControl(selector: string): boolean {
  const last = lastCompound(selector)
  return CONTROL_ELEMENT.test(last) || CONTROL_CLASS.test(last.replace(/\([^)]*\)/g, ''))
}

/**
 * Each innermost rule's selectors that `targets` picks, with the properties `look` matches it
 * sets; comments left out.
 */
function rulesSetting(
  css: string,
  look: RegExp,
  targets: (selector: string) => boolean,
): { selector: string; props: string[] }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  return [...text.matchAll(/([^{}]+)\{([^{}]*)\}/g)].flatMap(([, head, body]) => {
    const props = body!
      .split(';')
      .map((d) => d.split(':')[0]!.trim())
      .filter((p) => look.test(p))
    if (props.length === 0) return []
    return head!
      .split(',')
      .map((s) => s.trim())
      .filter(targets)
      .map((selector) => ({ selector, props }))
  })
}

const lookRules = (css: string) => rulesSetting(css, LOOK, targetsControl)

/**
 * Tables: every `<table>` of the renderer is a `.ui-table` (components/ui/table.css), and no
 * stylesheet outside components/ui gives a table or its cells a border, a background, a colour
 * or a font; a screen sizes and aligns its cells (padding, widths, wrapping) and may tint a row.
 */
const TABLE_LOOK = /^(color|background(-[\w-]+)?|border(-[\w-]+)?|font(-size|-weight|-family)?)$/
const TABLE_PART = /^(table|th|td)(?![\w-])|\.ui-table(?![\w])/

const targetsTable = (selector: string) =>
  TABLE_PART.test(lastCompound(selector).replace(/\([^)]*\)/g, ''))
const tableLookRules = (css: string) =>
  rulesSetting(css, TABLE_LOOK, targetsTable).map((r) => `${r.selector} {${r.props.join(', ')}}`)

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : []
  })
}

describe('one design system for the controls', () => {
  it('reads the rule as written', () => {
    expect(targetsControl('.rl-filter input')).toBe(true)
    expect(targetsControl('.pay-card__actions .btn')).toBe(true)
    expect(targetsControl('.view-switch .btn[aria-pressed="true"]')).toBe(true)
    expect(targetsControl('.x button:hover')).toBe(true)
    expect(targetsControl('.btn svg')).toBe(false)
    expect(targetsControl('.rl-filter')).toBe(false)
    expect(targetsControl('.inputs-row')).toBe(false)
    expect(targetsControl('.topbar__button')).toBe(false)
    expect(lookRules('/* .a button {color:red} */ .a button { width: 2px; margin: 0 }')).toEqual([])
    expect(lookRules('@media (x) { .a > select { border-radius: 0; width: 1px } }')).toEqual([
      { selector: '.a > select', props: ['border-radius'] },
    ])
  })

  it('no stylesheet outside components/ui restyles a control', () => {
    const sheets = stylesheets(RENDERER).filter((p) => !p.startsWith(DESIGN_SYSTEM))
    expect(sheets.length).toBeGreaterThan(20)
    const found = sheets.flatMap((path) =>
      lookRules(readFileSync(path, 'utf8')).map(
        ({ selector, props }) => `${relative(RENDERER, path)}: ${selector} {${props.join(', ')}}`,
      ),
    )
    expect(found).toEqual([])
  })

  it('draws every table as a .ui-table and restyles none outside components/ui', () => {
    expect(tableLookRules('.x td { padding: 1px; color: red } .x tr { background: red }')).toEqual([
      '.x td {color}',
    ])
    const tables = sources(RENDERER).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/<table\b[^>]*>/g)].map(
        ([tag]) => `${relative(RENDERER, path)}: ${tag}`,
      ),
    )
    expect(tables.length).toBeGreaterThan(10)
    expect(tables.filter((tag) => !/className="ui-table[ "]/.test(tag))).toEqual([])
    const sheets = stylesheets(RENDERER).filter((p) => !p.startsWith(DESIGN_SYSTEM))
    const found = sheets.flatMap((path) =>
      tableLookRules(readFileSync(path, 'utf8')).map((r) => `${relative(RENDERER, path)}: ${r}`),
    )
    expect(found).toEqual([])
  })

  it('defines the controls in components/ui', () => {
    const css = stylesheets(DESIGN_SYSTEM)
      .map((p) => readFileSync(p, 'utf8'))
      .join('\n')
    for (const control of ['.btn {', '.btn--primary', '.btn--danger', '.btn--small', '.input,'])
      expect(css).toContain(control)
    for (const control of ['.ui-icon-button {', '.field__error', '.ui-fieldset', '.dlg {'])
      expect(css).toContain(control)
  })
})
