import { useEffect, useRef, useState } from 'react'
import { exportFileName, type ExportColumn, type ExportProgress } from '@shared/contract/exports'
import { callApi, useBridge } from '../../platform'
import { filterOf, newJobId, type ExportChoice } from './exportQuery'

/** How often the progress bar asks the server how far the export is. */
const PROGRESS_POLL_MS = 400

export type Run =
  | { state: 'idle' }
  | { state: 'running'; job: string; progress: ExportProgress | null }
  | { state: 'saved'; fileName: string; bytes: number }
  | { state: 'cancelled' }
  | { state: 'failed'; message: string }

/**
 * One export at a time: `start` has the bridge save the file, the progress is polled while it is
 * written, and leaving the screen cancels the export it started.
 */
export function useExportRun(choice: ExportChoice, columnsOf: () => ExportColumn[]) {
  const bridge = useBridge()
  const [run, setRun] = useState<Run>({ state: 'idle' })
  const running = run.state === 'running' ? run.job : null

  // While a file is written, ask how far it is. No answer yet means not started (the desktop
  // app's save dialog is still open) or just finished: the bar keeps what it last showed.
  const live = useRef(true)
  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => {
      callApi(bridge, 'POST /api/exports/progress/:job', { params: { job: running } })
        .then(({ data }) =>
          setRun((r) =>
            r.state === 'running' && r.job === running && data ? { ...r, progress: data } : r,
          ),
        )
        .catch(() => undefined)
    }, PROGRESS_POLL_MS)
    return () => clearInterval(timer)
  }, [bridge, running])
  // Leaving the screen cancels the export it started.
  useEffect(() => () => void (running && bridge.exports.cancel(running)), [bridge, running])

  async function start() {
    const job = newJobId()
    setRun({ state: 'running', job, progress: null })
    const outcome = await bridge.exports.save({
      table: choice.table,
      fileName: exportFileName(choice.table, choice.format, new Date()),
      body: { job, format: choice.format, columns: columnsOf(), ...filterOf(choice) },
    })
    if (!live.current) return
    if (outcome.ok) setRun({ state: 'saved', fileName: outcome.fileName, bytes: outcome.bytes })
    else if (outcome.reason === 'cancelled') setRun({ state: 'cancelled' })
    else setRun({ state: 'failed', message: outcome.message })
  }

  const cancel = () => {
    if (running) void bridge.exports.cancel(running)
  }

  return { run, running, start, cancel }
}
