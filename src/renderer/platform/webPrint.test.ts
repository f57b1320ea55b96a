import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWebPrint } from './webPrint'

const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF\n')

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('web printing of a given document', () => {
  it('prints HTML from a hidden sandboxed frame of its own, not the page', async () => {
    const printing = createWebPrint().document({
      kind: 'html',
      title: 'Пакувальний лист № 12',
      html: '<p>12</p><script>parent.alert(1)</script>',
    })
    const frame = document.getElementById('shop-print-frame') as HTMLIFrameElement
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin allow-modals')
    expect(frame.srcdoc).toContain('<p>12</p>')
    const print = vi.fn()
    vi.spyOn(frame, 'contentWindow', 'get').mockReturnValue({
      print,
      focus: vi.fn(),
      addEventListener: vi.fn(),
    } as unknown as Window)
    frame.dispatchEvent(new Event('load'))
    expect(await printing).toEqual({ ok: true, message: '' })
    expect(print).toHaveBeenCalledTimes(1)
    // A second document replaces the first frame.
    void createWebPrint().document({ kind: 'html', title: 'x', html: '<p>13</p>' })
    expect(document.querySelectorAll('#shop-print-frame')).toHaveLength(1)
  })

  it('opens a PDF in the browser’s viewer, and says so when a blocker stops the tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValueOnce({} as Window)
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:shop/1')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const web = createWebPrint()
    expect(await web.document({ kind: 'pdf', title: 'ТТН', data: pdf })).toMatchObject({
      ok: true,
    })
    expect(open).toHaveBeenCalledWith('blob:shop/1', '_blank')
    open.mockReturnValueOnce(null)
    expect(await web.document({ kind: 'pdf', title: 'ТТН', data: pdf })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/спливні вікна/),
    })
  })

  it('downloads a PDF document as the named file', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:shop/2')
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const outcome = await createWebPrint().savePdf(
      { kind: 'pdf', title: 'ТТН', data: pdf },
      'ttn-20450000000001.pdf',
    )
    expect(click).toHaveBeenCalledTimes(1)
    expect(outcome).toEqual({ ok: true, message: 'PDF збережено: ttn-20450000000001.pdf' })
  })
})
