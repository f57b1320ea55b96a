import { describe, expect, it } from 'vitest'
import { safeNext } from './LoginScreen'

describe('safeNext', () => {
  it('follows app paths with their query', () => {
    expect(safeNext('/orders?status=new')).toBe('/orders?status=new')
  })
  it('refuses other sites and odd paths', () => {
    expect(safeNext(null)).toBe('/')
    expect(safeNext('https://evil.example/')).toBe('/')
    expect(safeNext('//evil.example/')).toBe('/')
    expect(safeNext('/\\evil.example')).toBe('/')
    expect(safeNext('orders')).toBe('/')
  })
})
