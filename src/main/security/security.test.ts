import { describe, expect, it } from 'vitest'
import {
  APP_URL,
  CONTENT_SECURITY_POLICY,
  decideNavigation,
  decidePermission,
  decideWindowOpen,
  externalUrl,
} from './policy'

const apps = [APP_URL]

describe('navigation and window-open guards', () => {
  it('lets the app move inside itself only', () => {
    expect(decideNavigation('app://shop/orders?status=new', apps)).toEqual({ action: 'allow' })
    expect(decideNavigation('app://other/', apps)).toEqual({ action: 'deny' })
    expect(decideNavigation('file:///etc/passwd', apps)).toEqual({ action: 'deny' })
    expect(decideNavigation('javascript:alert(1)', apps)).toEqual({ action: 'deny' })
  })

  it('hands http(s) links to the OS browser and nothing else', () => {
    expect(
      decideNavigation('https://novaposhta.ua/tracking/?cargo_number=20450000000001', apps),
    ).toEqual({
      action: 'deny',
      openExternal: 'https://novaposhta.ua/tracking/?cargo_number=20450000000001',
    })
    expect(decideWindowOpen('https://prom.ua/')).toEqual({
      action: 'deny',
      openExternal: 'https://prom.ua/',
    })
    for (const url of [
      'smb://host/share',
      'file:///C:/Windows/calc.exe',
      'ms-msdt:/id',
      'data:text/html,x',
      'app://shop/calls_new',
    ]) {
      expect(decideWindowOpen(url), url).toEqual({ action: 'deny' })
    }
    // Substring tricks do not pass: parsed with new URL, not matched as text.
    expect(externalUrl('javascript://https://example.com/%0aalert(1)')).toBeNull()
    expect(externalUrl('https://user:pw@example.com/')).toBeNull()
    expect(externalUrl(' https://example.com/a b')).toBe('https://example.com/a%20b')
  })

  it('grants only notifications, only to the app', () => {
    expect(decidePermission('notifications', 'app://shop/', apps)).toBe(true)
    expect(decidePermission('notifications', 'https://evil.example/', apps)).toBe(false)
    for (const p of ['media', 'geolocation', 'clipboard-read', 'openExternal', 'fullscreen']) {
      expect(decidePermission(p, 'app://shop/', apps), p).toBe(false)
    }
  })
})

describe('CSP', () => {
  it('connects to nothing but itself and runs only its own scripts', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'none'")
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'")
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self'")
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/)
  })
})
