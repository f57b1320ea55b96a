import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import uk from '@shared/i18n/uk/main.json'
import ru from '@shared/i18n/ru/main.json'
import { decideNotifications, trayTooltip } from '../informers/decide'
import { trayMenuTemplate } from '../tray/menu'
import { appMenuTemplate } from '../app/menu-template'
import { informer } from '../../shared/test/informers'
import { msg } from '@shared/messages'
import { createMainTexts } from './texts'

type Tree = { [key: string]: string | Tree }
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : flatten(v, `${prefix}${k}.`),
  )

const actions = { open: vi.fn(), openCallsNew: vi.fn(), openRoute: vi.fn(), quit: vi.fn() }
const menuActions = () => ({
  openCallsNew: vi.fn(),
  openRoute: vi.fn(),
  showShortcuts: vi.fn(),
  openLogFolder: vi.fn(),
  checkUpdates: vi.fn(),
})
const list = [informer('new_orders', 3), informer('ttns_ready', 1)]

describe('main’s texts', () => {
  it('has the same keys in uk and ru, none empty', () => {
    expect(flatten(ru as Tree)).toEqual(flatten(uk as Tree))
    for (const text of [...Object.values(uk), ...Object.values(ru)].flatMap((g) =>
      Object.values(g as Tree),
    ))
      expect(String(text).trim()).not.toBe('')
  })

  it('speaks Ukrainian in the tray, tooltip and notifications', () => {
    const { t } = createMainTexts('uk')
    expect(trayMenuTemplate(list, actions, t).map((m) => m.label ?? '---')).toEqual([
      'Відкрити',
      'Нове замовлення з дзвінка',
      '---',
      'Замовлення: нових 3',
      'Готові ТТН: 1',
      '---',
      'Вийти',
    ])
    expect(trayTooltip(list, t)).toBe('Нові замовлення: 3 · Готові ТТН: 1')
    const { notifications } = decideNotifications({ new_orders: 1, ttns_ready: 1 }, list, t)
    expect(notifications[0]).toMatchObject({
      title: 'Нові замовлення',
      body: 'Нових замовлень: +2 (усього 3)',
    })
  })

  it('speaks Russian when the user chose it, and switches at once', () => {
    const texts = createMainTexts('ru')
    const { t } = texts
    expect(trayMenuTemplate(list, actions, t).map((m) => m.label ?? '---')).toEqual([
      'Открыть',
      'Новый заказ со звонка',
      '---',
      'Заказы: новых 3',
      'Готовые ТТН: 1',
      '---',
      'Выйти',
    ])
    expect(trayTooltip(null, t)).toBe('Магазин: бэк-офис')
    const { notifications } = decideNotifications({ new_orders: 3, ttns_ready: 0 }, list, t)
    expect(notifications[0]).toMatchObject({
      title: 'Посылки ждут получения',
      body: 'Готовых ТТН: +1 (всего 1)',
    })
    const menu = appMenuTemplate(menuActions(), { t, isMac: false, isPackaged: true, update: null })
    expect(menu.map((m) => m.label)).toEqual(['Файл', 'Правка', 'Вид', 'Окно', 'Справка'])
    texts.setLanguage('uk')
    expect(texts.language()).toBe('uk')
    expect(t('menu.view')).toBe('Вигляд')
  })

  it('offers "restart to update" in the tray and the menu once an update is ready', () => {
    const { t } = createMainTexts('uk')
    const run = vi.fn()
    const tray = trayMenuTemplate(
      list,
      { ...actions, restartToUpdate: { version: '0.2.0', run } },
      t,
    )
    const item = tray.find((m) => m.label === 'Перезапустити й оновити до 0.2.0')
    item?.click?.()
    expect(run).toHaveBeenCalledOnce()
    const menu = appMenuTemplate(menuActions(), {
      t,
      isMac: false,
      isPackaged: true,
      update: { version: '0.2.0', run },
    })
    const help = menu.find((m) => m.label === 'Довідка')
    const labels = (help?.submenu as { label?: string }[]).map((m) => m.label)
    expect(labels).toContain('Перезапустити й оновити до 0.2.0')
    expect(labels).toContain('Відкрити теку журналу')
  })

  it('opens the shortcuts sheet from the Help menu, showing F1 beside it', () => {
    const actions = menuActions()
    const help = (language: 'uk' | 'ru') => {
      const menu = appMenuTemplate(actions, {
        t: createMainTexts(language).t,
        isMac: false,
        isPackaged: true,
        update: null,
      })
      return menu.at(-1)?.submenu as MenuItemConstructorOptions[]
    }
    expect(help('ru')[0]?.label).toBe('Клавиатурные сокращения')
    const item = help('uk')[0]
    // F1 is shown; the page binds the key itself, so the menu does not take it from the page.
    expect(item).toMatchObject({
      label: 'Клавіатурні скорочення',
      accelerator: 'F1',
      registerAccelerator: false,
    })
    ;(item?.click as () => void)()
    expect(actions.showShortcuts).toHaveBeenCalledOnce()
  })
})

describe('the server’s messages in main', () => {
  it('says a start’s or a restore’s reason in the desk’s language', () => {
    const reason = msg('start.portTaken', { host: '127.0.0.1', port: 8080 })
    const said = msg('server.said', { reason })
    expect(createMainTexts('uk').say(said)).toBe(
      'Вбудований сервер: Порт 8080 на 127.0.0.1 уже зайнятий іншою програмою (можливо, сервер магазину вже працює); нічого не змінено. Зупиніть її або задайте інший PORT.',
    )
    const ru = createMainTexts('ru').say(said)
    expect(ru).toBe(
      'Встроенный сервер: Порт 8080 на 127.0.0.1 уже занят другой программой (возможно, сервер магазина уже работает); ничего не изменено. Остановите её или задайте другой PORT.',
    )
    for (const m of [
      msg('backup.foreign', { name: 'shop-1.tar.gz', dataDir: '/d' }),
      msg('backup.tooBig', { name: 'x', entries: 50000, gb: 2 }),
      msg('start.damagedNoBackup', { dataDir: '/d' }),
      msg('server.exited', { code: 1 }),
      msg('novaPoshta.timeout'),
    ]) {
      expect(createMainTexts('ru').say(m), m.code).not.toMatch(/[іїєґІЇЄҐ]/)
    }
  })
})
