import { describe, expect, it, vi } from 'vitest'
import { inflateSync } from 'node:zlib'
import { badgeText, drawAppIcon, drawBadge, encodePng } from './icon-art.mjs'
import { informer } from '../../shared/test/informers'
import { trayMenuTemplate } from './menu'

describe('tray menu', () => {
  it('shows the counts and routes each item', () => {
    const actions = { open: vi.fn(), openCallsNew: vi.fn(), openRoute: vi.fn(), quit: vi.fn() }
    const menu = trayMenuTemplate([informer('new_orders', 4), informer('ttns_ready', 2)], actions)
    expect(menu.map((m) => m.label ?? '---')).toEqual([
      'Відкрити',
      'Нове замовлення з дзвінка',
      '---',
      'Замовлення: нових 4',
      'Готові ТТН: 2',
      '---',
      'Вийти',
    ])
    menu[3]?.click?.()
    menu[4]?.click?.()
    menu[1]?.click?.()
    expect(actions.openRoute.mock.calls).toEqual([['/orders?status=new'], ['/?panel=tracking']])
    expect(actions.openCallsNew).toHaveBeenCalled()
    expect(trayMenuTemplate(null, actions)[3]?.label).toBe('Замовлення: нових 0')
  })
})

describe('tray icon with the count drawn on it', () => {
  it('says the count, 99+ past two digits, nothing at zero', () => {
    expect([0, 1, 42, 99, 100, -3].map(badgeText)).toEqual(['', '1', '42', '99', '99+', ''])
  })

  it('draws a red badge only when there is something to count', () => {
    const red = (c: ReturnType<typeof drawAppIcon>) => {
      let n = 0
      for (let i = 0; i < c.data.length; i += 4) if (c.data[i]! > 200 && c.data[i + 1]! < 80) n++
      return n
    }
    expect(red(drawBadge(drawAppIcon(32), 0))).toBe(0)
    expect(red(drawBadge(drawAppIcon(32), 7))).toBeGreaterThan(20)
    expect(red(drawBadge(drawAppIcon(32), 123))).toBeGreaterThan(red(drawBadge(drawAppIcon(32), 7)))
  })

  it('encodes a valid RGBA PNG', () => {
    const png = encodePng(drawAppIcon(16))
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(png.readUInt32BE(16)).toBe(16)
    expect(png[25]).toBe(6)
    const idatLength = png.readUInt32BE(33)
    expect(png.subarray(37, 41).toString()).toBe('IDAT')
    expect(inflateSync(png.subarray(41, 41 + idatLength))).toHaveLength((16 * 4 + 1) * 16)
  })
})
