import { describe, expect, it, vi } from 'vitest'
import type { PrintDocument } from '@shared/print'
import { createPrintService, type PrintPorts, type RenderedDocument } from './print'

const html: PrintDocument = { kind: 'html', title: 'Пакувальний лист 12', html: '<p>12</p>' }
const label: PrintDocument = {
  kind: 'pdf',
  title: 'Маркування 20450000000001',
  data: new TextEncoder().encode('%PDF-1.7\n%%EOF\n'),
  page: { width_mm: 100, height_mm: 100 },
}

function rendered(over: Partial<RenderedDocument> = {}): RenderedDocument {
  return {
    print: vi.fn(async () => ({ ok: true, reason: '' })),
    printToPDF: vi.fn(async () => new TextEncoder().encode('%PDF-from-html')),
    close: vi.fn(),
    ...over,
  }
}

function ports(doc = rendered(), over: Partial<PrintPorts> = {}) {
  const p = {
    render: vi.fn(async () => doc),
    printer: vi.fn(() => 'Xprinter XP-420B'),
    chooseFile: vi.fn(async () => '/home/desk/slip-12.pdf'),
    writeFile: vi.fn(async () => {}),
    log: vi.fn(),
    ...over,
  }
  return p
}

describe('printing a given document', () => {
  it('prints silently on the prefs’ printer and closes the hidden window', async () => {
    const doc = rendered()
    const p = ports(doc)
    expect(await createPrintService(p).print(html)).toEqual({
      ok: true,
      message: 'Надіслано на друк.',
    })
    expect(p.render).toHaveBeenCalledWith(html)
    expect(doc.print).toHaveBeenCalledWith({
      silent: true,
      printBackground: true,
      deviceName: 'Xprinter XP-420B',
    })
    expect(doc.close).toHaveBeenCalledTimes(1)
  })

  it('uses the system’s default printer when none is chosen, and the document’s page size', async () => {
    const doc = rendered()
    await createPrintService(ports(doc, { printer: () => '' })).print(label)
    expect(doc.print).toHaveBeenCalledWith({
      silent: true,
      printBackground: true,
      pageSize: { width: 100_000, height: 100_000 },
    })
  })

  it('says why a print failed, in Ukrainian, and still closes the window', async () => {
    const doc = rendered({
      print: vi.fn(async () => ({ ok: false, reason: 'Print job canceled' })),
    })
    const p = ports(doc)
    expect(await createPrintService(p).print(html)).toEqual({
      ok: false,
      reason: 'failed',
      message: 'Не вдалося надрукувати: Print job canceled',
    })
    expect(doc.close).toHaveBeenCalled()
    expect(p.log).toHaveBeenCalled()
  })

  it('answers a failure when the document cannot be loaded', async () => {
    const p = ports(rendered(), {
      render: vi.fn(async () => Promise.reject(new Error('ERR_FILE'))),
    })
    const outcome = await createPrintService(p).print(html)
    expect(outcome).toMatchObject({ ok: false, message: 'Не вдалося надрукувати: ERR_FILE' })
  })

  it('refuses a second document while the first is printing, then prints again', async () => {
    let finish: (v: { ok: boolean; reason: string }) => void = () => {}
    const doc = rendered()
    vi.mocked(doc.print).mockImplementationOnce(() => new Promise((r) => (finish = r)))
    const service = createPrintService(ports(doc))
    const first = service.print(html)
    await vi.waitFor(() => expect(doc.print).toHaveBeenCalled())
    expect(await service.print(html)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/ще друкується/),
    })
    finish({ ok: true, reason: '' })
    expect(await first).toMatchObject({ ok: true })
    expect(await service.print(html)).toMatchObject({ ok: true })
  })
})

describe('saving a document as PDF', () => {
  it('renders HTML with printToPDF (the stylesheet’s page) into the chosen file', async () => {
    const doc = rendered()
    const p = ports(doc)
    const outcome = await createPrintService(p).savePdf(html, 'slip-12.pdf', 4)
    expect(p.chooseFile).toHaveBeenCalledWith(4, 'slip-12.pdf')
    expect(doc.printToPDF).toHaveBeenCalledWith({ printBackground: true, preferCSSPageSize: true })
    expect(p.writeFile).toHaveBeenCalledWith(
      '/home/desk/slip-12.pdf',
      new TextEncoder().encode('%PDF-from-html'),
    )
    expect(outcome).toEqual({ ok: true, message: 'PDF збережено: /home/desk/slip-12.pdf' })
    expect(doc.close).toHaveBeenCalled()
  })

  it('writes a PDF document’s own bytes without rendering it', async () => {
    const p = ports()
    await createPrintService(p).savePdf(label, 'ttn.pdf', null)
    expect(p.render).not.toHaveBeenCalled()
    expect(p.writeFile).toHaveBeenCalledWith(
      '/home/desk/slip-12.pdf',
      label.kind === 'pdf' && label.data,
    )
  })

  it('renders nothing when the dialog is dismissed', async () => {
    const p = ports(rendered(), { chooseFile: vi.fn(async () => null) })
    expect(await createPrintService(p).savePdf(html, 'slip-12.pdf', 1)).toEqual({
      ok: false,
      reason: 'cancelled',
      message: '',
    })
    expect(p.render).not.toHaveBeenCalled()
    expect(p.writeFile).not.toHaveBeenCalled()
  })

  it('says why the file could not be written', async () => {
    const p = ports(rendered(), {
      writeFile: vi.fn(async () => Promise.reject(new Error('EACCES'))),
    })
    expect(await createPrintService(p).savePdf(html, 'slip-12.pdf', 1)).toEqual({
      ok: false,
      reason: 'failed',
      message: 'Не вдалося зберегти PDF: EACCES',
    })
  })
})
