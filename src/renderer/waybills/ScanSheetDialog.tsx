import { useId, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePanelTranslation } from '../i18n/panel'
import type { ScanSheetAnswer } from '@shared/contract/waybills'
import { Modal } from '../components/dialogs'
import { callApi, useBridge } from '../platform'
import { resourceKeys } from '../resources/queries'
import { PdfPreview } from './PdfPreview'
import './waybills.css'

/** Today in Kyiv, `yyyy-mm-dd`: the shop's day. */
export function shopToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(now)
}

/**
 * The courier's register: the day's waybills made in the shop, those not yet on a
 * register ticked, gathered into a Nova Poshta scan sheet, then printed. A day picker for a day
 * left behind; Space ticks, Enter makes the register; the register opens as its PDF.
 */
export default function ScanSheetDialog({ onClose }: { onClose: () => void }) {
  const { t } = usePanelTranslation()
  const bridge = useBridge()
  const client = useQueryClient()
  const id = useId()
  const [date, setDate] = useState(shopToday)
  const day = useQuery({
    queryKey: ['waybills', 'day', date],
    queryFn: async () =>
      (await callApi(bridge, 'POST /api/waybills/get_day', { body: { date } })).data,
  })
  // Every waybill not yet on a register is ticked unless the desk unticked it.
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set())
  const [sheet, setSheet] = useState<ScanSheetAnswer | null>(null)
  const [printing, setPrinting] = useState<{ ref: string; number: string } | null>(null)

  const make = useMutation({
    mutationFn: async (ids: number[]) =>
      (await callApi(bridge, 'POST /api/waybills/scan_sheet', { body: { ttn_ids: ids } })).data,
    onSuccess: async (data) => {
      setSheet(data)
      await client.invalidateQueries({ queryKey: ['waybills', 'day'] })
      await client.invalidateQueries({ queryKey: resourceKeys.all('ttns') })
    },
  })

  if (printing) {
    return (
      <PdfPreview
        form={{ op: 'scan_sheet', ref: printing.ref }}
        title={t('register.sheet_title', { number: printing.number })}
        onClose={() => setPrinting(null)}
      />
    )
  }

  const rows = day.data ?? []
  const chosen = new Set(rows.filter((w) => !w.scan_sheet && !unticked.has(w.id)).map((w) => w.id))
  const sheets = [
    ...new Map(rows.filter((w) => w.scan_sheet).map((w) => [w.scan_sheet ?? '', w])).keys(),
  ]

  return (
    <Modal title={t('register.title')} onClose={onClose}>
      <form
        className="wb-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (chosen.size > 0 && !make.isPending) make.mutate([...chosen])
        }}
      >
        <label className="wb-field">
          <span>{t('register.date')}</span>
          <input
            className="input"
            id={`${id}-date`}
            type="date"
            value={date}
            onChange={(e) => {
              if (e.target.value) setDate(e.target.value)
              setUnticked(new Set())
              setSheet(null)
            }}
          />
        </label>
        {day.isPending && <p role="status">{t('register.loading')}</p>}
        {day.isError && (
          <div role="alert" className="wb-state wb-state--error">
            <p>{day.error.message}</p>
            <button type="button" className="btn" onClick={() => void day.refetch()}>
              {t('register.retry')}
            </button>
          </div>
        )}
        {day.data && rows.length === 0 && <p role="status">{t('register.empty')}</p>}
        {rows.length > 0 && <DayList rows={rows} chosen={chosen} onUntick={setUnticked} />}
        {make.isError && (
          <p role="alert" className="wb-error">
            {make.error.message}
          </p>
        )}
        {sheet && (
          <SheetMade
            sheet={sheet}
            onPrint={() => setPrinting({ ref: sheet.ref, number: sheet.number })}
          />
        )}
        {!sheet && sheets.length > 0 && (
          <div className="wb-actions">
            {sheets.map((ref) => (
              <button
                key={ref}
                type="button"
                className="btn"
                onClick={() => setPrinting({ ref, number: ref.slice(0, 8) })}
              >
                {t('register.print_existing', { ref: ref.slice(0, 8) })}
              </button>
            ))}
          </div>
        )}
        <div className="wb-actions">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={chosen.size === 0 || make.isPending}
          >
            {make.isPending ? t('register.making') : t('register.make', { count: chosen.size })}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('register.close')}
          </button>
        </div>
      </form>
    </Modal>
  )
}

type DayRow = { id: number; ttn: string; scan_sheet: string | null }

/** The day's waybills, each with its tick; those already on a register cannot be ticked. */
function DayList({
  rows,
  chosen,
  onUntick,
}: {
  rows: readonly DayRow[]
  chosen: ReadonlySet<number>
  onUntick: (update: (current: ReadonlySet<number>) => ReadonlySet<number>) => void
}) {
  const { t } = usePanelTranslation()
  return (
    <ul className="wb-day" aria-label={t('register.list')}>
      {rows.map((w) => (
        <li key={w.id}>
          <label>
            <input
              type="checkbox"
              disabled={w.scan_sheet !== null}
              checked={chosen.has(w.id)}
              onChange={(e) =>
                onUntick((c) => {
                  const next = new Set(c)
                  if (e.target.checked) next.delete(w.id)
                  else next.add(w.id)
                  return next
                })
              }
            />{' '}
            {w.ttn}
            {w.scan_sheet && ` — ${t('register.on_sheet')}`}
          </label>
        </li>
      ))}
    </ul>
  )
}

/** The register just made: its number, the waybills the carrier refused, and its print. */
function SheetMade({ sheet, onPrint }: { sheet: ScanSheetAnswer; onPrint: () => void }) {
  const { t } = usePanelTranslation()
  return (
    <div role="status" className="wb-done">
      <p>{t('register.made', { number: sheet.number, count: sheet.count })}</p>
      {sheet.refused.map((r) => (
        <p key={r.ttn} className="wb-error">
          {t('register.refused', { ttn: r.ttn, message: r.message })}
        </p>
      ))}
      <button type="button" className="btn btn--primary" autoFocus onClick={onPrint}>
        {t('register.print')}
      </button>
    </div>
  )
}
