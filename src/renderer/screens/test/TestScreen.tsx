import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useWorkstationTexts } from '../../i18n/workstation'
import { formatSize } from '../../format/numbers'
import type { ShopBridge } from '@shared/bridge'
import type { UpdateStatus } from '@shared/updates'
import { callApi, useBridge } from '../../platform'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { scanStats, updateText, type CheckResult, type ScanStats } from './checks'
import { WorkstationPrefs } from './WorkstationPrefs'
import { ThemeChoice } from './ThemeChoice'
import './test.css'

type T = ReturnType<typeof useTranslation<'workstation'>>['t']

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function checkServer(bridge: ShopBridge, t: T, language: string): Promise<string[]> {
  const { serverUrl } = await bridge.app.info()
  const started = performance.now()
  await callApi(bridge, 'GET /health')
  const latency = Math.round(performance.now() - started)
  const info = (await callApi(bridge, 'POST /api/system/get_info')).data
  return [
    t('server.address', { url: serverUrl }),
    t('server.version', { version: info.version }),
    t('server.latency', { ms: latency }),
    t('server.database', {
      kind: t(`server.kind_${info.database.kind}`),
      version: info.database.version,
      size: formatSize(info.database.sizeBytes, language),
    }),
  ]
}

async function checkCarrier(bridge: ShopBridge, t: T): Promise<string[]> {
  const query = t('carrier.query')
  const res = await bridge.carrier.request({ op: 'cities', query })
  if (!res.ok) throw new Error(res.message)
  if (res.op !== 'cities') throw new Error(t('carrier.unexpected'))
  return [
    t('carrier.found', { query, count: res.data.length, first: res.data[0]?.description ?? '—' }),
  ]
}

/** The workstation check (spec route `/test`): what a shop opens when a desk misbehaves. */
export default function TestScreen() {
  useWorkstationTexts()
  const { t, i18n } = useTranslation('workstation')
  const bridge = useBridge()
  useDocumentTitle(t('title'))
  const [server, setServer] = useState<CheckResult>({ state: 'idle' })
  const [carrier, setCarrier] = useState<CheckResult>({ state: 'idle' })
  const [notify, setNotify] = useState<CheckResult>({ state: 'idle' })
  const [print, setPrint] = useState<CheckResult>({ state: 'idle' })
  const [logs, setLogs] = useState<CheckResult>({ state: 'idle' })
  const [feed, setFeed] = useState<CheckResult>({ state: 'idle' })
  const [app, setApp] = useState<{ version: string; platform: string } | null>(null)
  const [update, setUpdate] = useState<UpdateStatus | null>(null)
  const [printer, setPrinter] = useState('')

  const run = async (set: (r: CheckResult) => void, work: () => Promise<string[]>) => {
    set({ state: 'running' })
    try {
      set({ state: 'ok', lines: await work() })
    } catch (error) {
      set({ state: 'failed', message: errorText(error) })
    }
  }
  const runServer = () => run(setServer, () => checkServer(bridge, t, i18n.language))
  const runCarrier = () => run(setCarrier, () => checkCarrier(bridge, t))

  useEffect(() => {
    // The server check runs on opening; the carrier's waits for a click: it is a request to a
    // paid third-party service, and a page opened just to look should not send it.
    void runServer()
    void bridge.app.info().then(setApp)
    void bridge.updates.status().then(setUpdate)
    void bridge.prefs.get('printer').then(setPrinter)
    return bridge.updates.onChange(setUpdate)
    // The checks run once on opening; each has its own "again" button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bridge])

  const updateLine = update ? updateText(update) : null
  const desktop = app?.platform === 'desktop'

  return (
    <section className="screen workstation" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        {t('title')}
      </h1>
      <p className="notice">{t('intro')}</p>

      <Check title={t('server.title')} result={server} onRun={runServer} t={t} />
      <Check title={t('carrier.title')} result={carrier} onRun={runCarrier} t={t} />
      <Check
        title={t('notify.title')}
        result={notify}
        t={t}
        onRun={() =>
          run(setNotify, async () => {
            await bridge.notify.show({
              title: t('notify.sampleTitle'),
              body: t('notify.sampleBody'),
            })
            return [t('notify.sent')]
          })
        }
      />
      <Check
        title={t('print.title')}
        result={print}
        t={t}
        hint={printer ? t('print.printer', { printer }) : t('print.defaultPrinter')}
        onRun={() =>
          run(setPrint, async () => {
            const res = await bridge.app.print()
            if (!res.ok) throw new Error(res.message || t('print.failed'))
            return [t('print.sent')]
          })
        }
      />
      <ScannerCheck t={t} />
      <article className="workstation__check" aria-labelledby="check-app">
        <h2 id="check-app">{t('app.title')}</h2>
        <p>{app ? t('app.version', { version: app.version }) : t('running')}</p>
        <p role="status" aria-label={t('updates.label')}>
          {updateLine ? t(updateLine.key, updateLine.values ?? {}) : t('running')}
        </p>
        {desktop && update?.state === 'ready' ? (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void bridge.updates.restart()}
          >
            {t('updates.restart')}
          </button>
        ) : desktop ? (
          <button type="button" className="btn" onClick={() => void bridge.updates.check()}>
            {t('updates.check')}
          </button>
        ) : null}
      </article>
      {desktop ? (
        <Check
          title={t('feed.title')}
          result={feed}
          t={t}
          onRun={() =>
            run(setFeed, async () => {
              const res = await bridge.updates.feed()
              if (!res) throw new Error(t('updates.unsupported_web'))
              if (!res.ok) throw new Error(res.message)
              return [res.message]
            })
          }
        />
      ) : null}
      <Check
        title={t('logs.title')}
        result={logs}
        t={t}
        runLabel={t('logs.open')}
        onRun={() =>
          run(setLogs, async () => {
            if (!desktop) throw new Error(t('logs.web'))
            if (!(await bridge.app.openLogFolder())) throw new Error(t('logs.failed'))
            return [t('logs.opened')]
          })
        }
      />
      <ThemeChoice />
      {desktop ? <WorkstationPrefs /> : null}
    </section>
  )
}

function Check(props: {
  title: string
  result: CheckResult
  onRun: () => void
  t: T
  hint?: string
  runLabel?: string
}) {
  const { title, result, onRun, t, hint, runLabel } = props
  const id = useId()
  let body: ReactNode
  if (result.state === 'ok')
    body = result.lines.map((line) => (
      <p key={line} className="workstation__line">
        {line}
      </p>
    ))
  else if (result.state === 'failed') body = <p className="workstation__error">{result.message}</p>
  else if (result.state === 'running') body = <p>{t('running')}</p>
  return (
    <article className="workstation__check" aria-labelledby={id} data-state={result.state}>
      <h2 id={id}>
        {title}{' '}
        {result.state === 'ok' || result.state === 'failed' ? (
          <span
            role="status"
            className={`badge ${result.state === 'ok' ? 'badge--success' : 'badge--danger'}`}
          >
            {t(result.state === 'ok' ? 'passed' : 'failed')}
          </span>
        ) : null}
      </h2>
      {hint ? <p className="workstation__hint">{hint}</p> : null}
      {body}
      <button
        type="button"
        className="btn"
        disabled={result.state === 'running'}
        onClick={onRun}
        aria-label={`${runLabel ?? t(result.state === 'idle' ? 'run' : 'again')}: ${title}`}
      >
        {runLabel ?? t(result.state === 'idle' ? 'run' : 'again')}
      </button>
    </article>
  )
}

function ScannerCheck({ t }: { t: T }) {
  const keys = useRef<{ key: string; at: number }[]>([])
  const [stats, setStats] = useState<ScanStats | null>(null)
  const [value, setValue] = useState('')

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      setStats(scanStats(keys.current))
      keys.current = []
      setValue('')
      return
    }
    if (event.key.length === 1) keys.current.push({ key: event.key, at: event.timeStamp })
  }

  return (
    <article className="workstation__check" aria-labelledby="check-scanner">
      <h2 id="check-scanner">{t('scanner.title')}</h2>
      <p className="workstation__hint">{t('scanner.hint')}</p>
      <input
        className="input"
        aria-label={t('scanner.input')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
      />
      {stats ? (
        <div role="status" aria-label={t('scanner.result')}>
          <p className="workstation__line">
            {t('scanner.text', { text: stats.text, count: stats.text.length })}
          </p>
          <p className="workstation__line">
            {t('scanner.gaps', { average: stats.averageGap, max: stats.maxGap })}
          </p>
          <p className="workstation__line workstation__gaps">{stats.gaps.join(' · ')}</p>
          <p className={stats.looksScanned ? 'workstation__line' : 'workstation__error'}>
            {t(stats.looksScanned ? 'scanner.scanner' : 'scanner.byHand')}
          </p>
        </div>
      ) : null}
    </article>
  )
}
