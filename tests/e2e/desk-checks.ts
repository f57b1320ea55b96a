import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

/**
 * The desk's design checks, run in the page: axe-core's WCAG rules and a layout check. The axe
 * source is read from the installed package and evaluated in the page (no network, and the
 * evaluation is not subject to the app's Content-Security-Policy).
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** The WCAG levels checked; wcag22aa brings target-size. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const

export interface AxeFinding {
  id: string
  impact: string
  help: string
  targets: string[]
}

export interface AxeScope {
  /** A selector of the part to check; the whole document when absent. */
  include?: string
  /** Only these rules (of the tags above); all of them when absent. */
  rules?: readonly string[]
}

/** The critical and serious violations on the page as it is now. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axeSource)
  return page.evaluate(
    async ({ tags, include, rules }) => {
      interface Result {
        id: string
        impact: string | null
        help: string
        nodes: { target: unknown[]; any: { data?: unknown }[] }[]
      }
      const axe = (
        window as unknown as {
          axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Result[] }> }
        }
      ).axe
      const result = await axe.run(include ? { include: [include] } : document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })
      // A tree item's visible text holds its whole subtree (its children, its row's badges), which
      // no name can contain: the rule cannot be met by a tree, and a tree item names itself by its
      // full title. Every other element is held to it.
      for (const v of result.violations) {
        if (v.id === 'label-content-name-mismatch') {
          v.nodes = v.nodes.filter((n) => {
            const el = document.querySelector(String(n.target.at(-1)))
            return el?.getAttribute('role') !== 'treeitem'
          })
        }
      }
      return result.violations
        .filter((v) => v.nodes.length > 0)
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => ({
          id: v.id,
          impact: v.impact ?? '',
          help: v.help,
          targets: v.nodes.slice(0, 5).map((n) => {
            const where = n.target.map(String).join(' ')
            // A contrast or target finding says its measures, which is what its fix needs.
            const data = ['color-contrast', 'target-size'].includes(v.id)
              ? n.any[0]?.data
              : undefined
            return data ? `${where} ${JSON.stringify(data)}` : where
          }),
        }))
    },
    {
      tags: [...AXE_TAGS],
      include: scope.include,
      rules: scope.rules ? [...scope.rules] : undefined,
    },
  )
}

/**
 * The layout's problems, as lines a person can read: an element whose box leaves the viewport
 * sideways or is cut sideways by an ancestor that clips (overflow other than visible), two
 * visible controls on top of each other, a dialog whose buttons need a scroll to be seen.
 * Vertical clipping is a list's or a form's own scrolling and is allowed; sideways scrolling is
 * not: a list's columns give way to fit its box (src/renderer/resources/table/fit.ts) and the
 * order status tabs wrap. Text that ends in an ellipsis inside its own box is fine.
 */
export function layoutProblems(): string[] {
  const problems: string[] = []
  const vw = document.documentElement.clientWidth
  const vh = window.innerHeight
  const SLACK = 1
  const styles = new Map<Element, CSSStyleDeclaration>()
  const styleOf = (el: Element): CSSStyleDeclaration => {
    let style = styles.get(el)
    if (!style) {
      style = getComputedStyle(el)
      styles.set(el, style)
    }
    return style
  }
  const describe = (el: Element): string => {
    const tag = el.tagName.toLowerCase()
    const id = el.id ? `#${el.id}` : ''
    const cls =
      typeof el.className === 'string' && el.className
        ? `.${el.className.trim().split(/\s+/).join('.')}`
        : ''
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)
    return `${tag}${id}${cls}${name ? ` "${name}"` : ''}`
  }
  const hidden = (el: Element): boolean => {
    if (el.closest('[inert], [aria-hidden="true"]') && !el.closest('[aria-modal="true"]'))
      return true
    if (el.closest('[aria-hidden="true"]')) return true
    const style = styleOf(el)
    if (style.visibility === 'hidden' || style.display === 'none') return true
    return false
  }
  /** Visually hidden on purpose: the screen-reader-only pattern, or off screen until focused. */
  const offOnPurpose = (el: Element): boolean => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = styleOf(node)
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true
      if (node.classList.contains('skip-link') && node !== document.activeElement) return true
      if (style.opacity === '0') return true
    }
    return false
  }
  const clipsX = (el: Element): boolean => {
    const style = styleOf(el)
    return style.overflowX !== 'visible'
  }
  /** The box as seen: cut by every ancestor that clips (both ways, for the overlap check). */
  const seenBox = (el: Element): DOMRect | null => {
    const r = el.getBoundingClientRect()
    let left = r.left
    let right = r.right
    let top = Math.max(r.top, 0)
    let bottom = Math.min(r.bottom, vh)
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = styleOf(node)
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
      const a = node.getBoundingClientRect()
      if (style.overflowX !== 'visible') {
        left = Math.max(left, a.left)
        right = Math.min(right, a.right)
      }
      if (style.overflowY !== 'visible') {
        top = Math.max(top, a.top)
        bottom = Math.min(bottom, a.bottom)
      }
    }
    if (right - left < 2 || bottom - top < 2) return null
    return new DOMRect(left, top, right - left, bottom - top)
  }

  // Sideways: out of the viewport, or cut by a clipping ancestor.
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const r = el.getBoundingClientRect()
    if (r.width < 2 || r.height < 2) continue
    if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) continue
    if (hidden(el) || offOnPurpose(el)) continue
    if (r.bottom <= 0 || r.top >= vh) {
      // Out of view vertically (a long page's lower part): still checked sideways below.
    }
    if (r.left < -SLACK || r.right > vw + SLACK) {
      problems.push(
        `leaves the viewport (${Math.round(r.left)}..${Math.round(r.right)} of ${vw}): ${describe(el)}`,
      )
      continue
    }
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      if (!clipsX(node)) continue
      const a = node.getBoundingClientRect()
      // Text that ends in an ellipsis clips itself, never its children; a zero-size box clips nothing to see.
      if (a.width < 2) break
      if (r.left < a.left - SLACK || r.right > a.right + SLACK) {
        problems.push(
          `cut by ${describe(node).slice(0, 60)} (${Math.round(r.left)}..${Math.round(r.right)} in ${Math.round(a.left)}..${Math.round(a.right)}): ${describe(el)}`,
        )
      }
      break
    }
  }

  // Controls on top of each other.
  const controls = Array.from(
    document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [tabindex]:not([tabindex="-1"])',
    ),
  )
    .filter((el) => !hidden(el) && !offOnPurpose(el))
    .map((el) => ({ el, box: seenBox(el) }))
    .filter((c): c is { el: HTMLElement; box: DOMRect } => c.box !== null)
  for (let i = 0; i < controls.length; i++) {
    const a = controls[i]!
    for (let j = i + 1; j < controls.length; j++) {
      const b = controls[j]!
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue
      const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
      const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
      if (w > 2 && h > 2) problems.push(`controls overlap: ${describe(a.el)} and ${describe(b.el)}`)
    }
  }

  // A dialog's buttons are seen without scrolling.
  for (const dialog of Array.from(
    document.querySelectorAll('[role="dialog"], [role="alertdialog"]'),
  )) {
    const actions = Array.from(
      dialog.querySelectorAll<HTMLElement>('footer button, .dlg__foot button, .dlg__close'),
    )
    for (const button of actions) {
      if (hidden(button)) continue
      const r = button.getBoundingClientRect()
      const seen = seenBox(button)
      if (!seen || r.top < -SLACK || r.bottom > vh + SLACK || seen.height < r.height - SLACK) {
        problems.push(
          `dialog action needs a scroll: ${describe(button)} in ${describe(dialog).slice(0, 60)}`,
        )
      }
    }
  }
  return problems
}
