import { useRef, useState, type FormEvent, type RefObject } from 'react'
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../format/numbers'
import {
  PRICE_FILE_MAX_BYTES,
  type PriceFileError,
  type PriceRun,
  type RunItem,
  type Supplier,
} from '@shared/supply/price-lists'
import { formatDateTime } from '@shared/format/dates'
import { tryRender, type Message } from '@shared/messages'
import { mayCall } from '../../app/rights'
import { useUser } from '../../app/session'
import { notify } from '../../app/toast'
import { useConfirm } from '../../components/dialogs'
import { callApi, useBridge } from '../../platform'
import { resourceKeys } from '../../resources/queries'
import { columnsKey, useMapColumns } from './feedQueries'
import { PriceRunView } from './PriceRunView'
import { messageOf, QueryStates } from './QueryStates'
import { SupplierSelect } from './SupplierSelect'

const runsKey = [...resourceKeys.all('parsers'), 'price_runs'] as const

/** The file's bytes as base64 (a data URL's payload). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const url = String(reader.result)
      resolve(url.slice(url.indexOf(',') + 1))
    }
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })
}

/**
 * Supplier price lists: upload a file for a supplier, see the dry run (new, changed, vanished
 * products), then apply it or dismiss it; runs waiting for review stay listed (the new_parsers
 * informer counts them).
 */
export function PriceLists() {
  const { t } = useTranslation(['supply', 'enums'])
  const fmt = useFormat()
  const bridge = useBridge()
  const queryClient = useQueryClient()
  const user = useUser()
  const canUpload = mayCall(user, 'POST /api/price_lists/dry_run')
  const canApply = mayCall(user, 'POST /api/price_lists/apply')
  const [provider, setProvider] = useState<Supplier>('caseshop')
  const [fault, setFault] = useState<PriceFileError | null>(null)
  const [busy, setBusy] = useState(false)
  const [openId, setOpenId] = useState<number | null>(null)
  // What the last apply or dismiss did, kept on the screen (a toast goes after 5 s).
  const [outcome, setOutcome] = useState('')
  const fileInput = useRef<HTMLInputElement>(null)
  const { apply, dismiss } = useRunActions(setOutcome)
  const mapColumns = useMapColumns()

  const runs = useQuery({
    queryKey: runsKey,
    queryFn: async () => (await callApi(bridge, 'POST /api/price_lists/get_runs')).data,
  })
  const run = useQuery({
    queryKey: [...runsKey, openId],
    enabled: openId !== null,
    queryFn: async () =>
      (await callApi(bridge, 'POST /api/price_lists/get_run', { body: { id: openId ?? 0 } })).data,
  })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const file = fileInput.current?.files?.[0]
    if (!file) {
      setFault({ line: null, message: t('supply:parsers.no_file') })
      fileInput.current?.focus()
      return
    }
    setFault(null)
    setOutcome('')
    if (file.size > PRICE_FILE_MAX_BYTES) {
      setFault({
        line: null,
        message: t('supply:parsers.too_big', { mb: fmt.decimal(PRICE_FILE_MAX_BYTES / 1e6) }),
      })
      return
    }
    setBusy(true)
    try {
      let content: string
      try {
        content = await base64Of(file)
      } catch {
        setFault({ line: null, message: t('supply:parsers.read_failed') })
        return
      }
      const { data } = await callApi(bridge, 'POST /api/price_lists/dry_run', {
        body: { provider, filename: file.name, content },
      })
      // The server kept the file's header row: the columns section offers it.
      void queryClient.invalidateQueries({ queryKey: [...columnsKey, provider] })
      if (data.error) {
        setFault(data.error)
        return
      }
      queryClient.setQueryData([...runsKey, data.run.id], data.run)
      setOpenId(data.run.id)
      void queryClient.invalidateQueries({ queryKey: runsKey, exact: true })
    } catch (error) {
      setFault({ line: null, message: messageOf(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="rl inv" aria-labelledby="pl-title">
      <header className="rl-head ui-compact">
        <h1 id="pl-title" tabIndex={-1}>
          {t('supply:parsers.title')}
        </h1>
      </header>
      <p className="inv-intro">{t('supply:parsers.intro')}</p>
      {canUpload && (
        <UploadForm
          provider={provider}
          onProvider={setProvider}
          fileInput={fileInput}
          busy={busy}
          onSubmit={(e) => void onSubmit(e)}
        />
      )}
      <div className="inv-alert" role="alert">
        {(fault?.said && tryRender(fault.said as Message)) ?? fault?.message ?? ''}
      </div>
      {fault && canUpload && (
        <p>
          <button type="button" className="btn" onClick={() => mapColumns(provider)}>
            {t('supply:parsers.map_columns')}
          </button>
        </p>
      )}
      <div className="inv-last" role="status" aria-live="polite">
        {outcome}
      </div>

      {openId !== null &&
        (run.isPending ? (
          <p role="status">{t('supply:parsers.run_loading')}</p>
        ) : run.isError ? (
          <p className="inv-alert">{messageOf(run.error)}</p>
        ) : (
          <PriceRunView
            run={run.data}
            canApply={canApply}
            onApply={(r) => void apply(r)}
            onDismiss={(r) => void dismiss(r)}
          />
        ))}

      <RunsTable runs={runs} onOpen={setOpenId} />
    </section>
  )
}

/** Apply and dismiss of a price-list run, with what they did kept on the screen. */
function useRunActions(setOutcome: (text: string) => void) {
  const { t } = useTranslation(['supply'])
  const bridge = useBridge()
  const queryClient = useQueryClient()
  const confirm = useConfirm()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: resourceKeys.all('parsers') }),
      queryClient.invalidateQueries({ queryKey: resourceKeys.all('products') }),
    ])

  const apply = async (r: PriceRun) => {
    const yes = await confirm({
      body: t('supply:parsers.apply_confirm', {
        changed: r.changed.length,
        vanished: r.vanished.length,
      }),
    })
    if (!yes) return
    try {
      const { data } = await callApi(bridge, 'POST /api/price_lists/apply', { body: { id: r.id } })
      setOutcome(t('supply:parsers.applied', { changed: data.changed, vanished: data.vanished }))
    } catch (error) {
      notify.error(messageOf(error))
    }
    await refresh()
  }

  const dismiss = async (r: PriceRun) => {
    try {
      await callApi(bridge, 'POST /api/price_lists/dismiss', { body: { id: r.id } })
      setOutcome(t('supply:parsers.dismissed'))
    } catch (error) {
      notify.error(messageOf(error))
    }
    await refresh()
  }

  return { apply, dismiss }
}

function UploadForm({
  provider,
  onProvider,
  fileInput,
  busy,
  onSubmit,
}: {
  provider: Supplier
  onProvider: (s: Supplier) => void
  fileInput: RefObject<HTMLInputElement | null>
  busy: boolean
  onSubmit: (e: FormEvent) => void
}) {
  const { t } = useTranslation(['supply', 'enums'])
  return (
    <form className="inv-scan" onSubmit={onSubmit}>
      <label htmlFor="pl-provider">{t('supply:parsers.provider')}</label>
      <SupplierSelect id="pl-provider" value={provider} onChange={onProvider} />
      <label htmlFor="pl-file">{t('supply:parsers.file')}</label>
      <input
        id="pl-file"
        ref={fileInput}
        type="file"
        accept=".csv,.xlsx,.xml,text/csv,text/xml,application/xml,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? t('supply:parsers.checking') : t('supply:parsers.check')}
      </button>
    </form>
  )
}

function RunsTable({
  runs,
  onOpen,
}: {
  runs: UseQueryResult<RunItem[]>
  onOpen: (id: number) => void
}) {
  const { t } = useTranslation(['supply', 'enums'])
  return (
    <>
      <h2>{t('supply:parsers.runs')}</h2>
      <QueryStates
        query={runs}
        loading={t('supply:parsers.runs_loading')}
        error={(message) => t('supply:parsers.runs_error', { message })}
        empty={t('supply:parsers.runs_empty')}
      >
        {(data) => (
          <table
            className="ui-table ui-table--surface inv-table"
            aria-label={t('supply:parsers.runs')}
          >
            <thead>
              <tr>
                <th scope="col">{t('supply:parsers.name')}</th>
                <th scope="col">{t('supply:parsers.provider')}</th>
                <th scope="col">{t('supply:parsers.when')}</th>
                <th scope="col">{t('supply:parsers.to_review')}</th>
                <th scope="col" aria-label={t('supply:parsers.open_short')} />
              </tr>
            </thead>
            <tbody>
              {data.map((r) => (
                <tr
                  key={r.id}
                  className={r.status === 'new' ? 'inv-row inv-row--mismatch' : 'inv-row'}
                >
                  <th scope="row">{r.title}</th>
                  <td>{t(`enums:provider.${r.provider}`)}</td>
                  <td>{r.last_run_at ? formatDateTime(r.last_run_at) : ''}</td>
                  <td>{t(`supply:parsers.status.${r.status}`)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn"
                      aria-label={t('supply:parsers.open', { id: r.id })}
                      onClick={() => onOpen(r.id)}
                    >
                      {t('supply:parsers.open_short')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryStates>
    </>
  )
}
