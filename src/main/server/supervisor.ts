import { msg, SaidError, type Message } from '@shared/messages'
import '@shared/messages/ukrainian'
import { workerMessageSchema, type MainMessage } from '@shared/worker'

/** Electron's UtilityProcess, as far as the supervisor uses it. */
export interface ChildPort {
  on(event: 'message', listener: (message: unknown) => void): unknown
  on(event: 'exit', listener: (code: number) => void): unknown
  postMessage(message: unknown): void
  kill(): boolean
}

/**
 * The embedded server did not start: `said` is why (`@shared/messages`, said in the desk's
 * language by main's dialogs and the backups screen), `message` the same in Ukrainian (the log).
 */
export class EmbeddedServerError extends SaidError {
  override name = 'EmbeddedServerError'
  constructor(
    said: Message,
    /** The worker's reason code, when it gave one (`foreign-backup`). */
    readonly code?: string,
  ) {
    super(said)
  }
}

/** The worker's reason: its code, or its text (a configuration's error) as it is. */
function reasonOf(m: { message: string; said?: { code: string; params?: unknown } | undefined }) {
  return m.said ? (m.said as Message) : msg('common.text', { text: m.message })
}

/** Resolves with the server's loopback URL once the worker says it listens. */
export function waitForListening(child: ChildPort, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let settled = false
    const finish = (fn: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      fn()
    }
    const timer = setTimeout(
      () => finish(() => reject(new EmbeddedServerError(msg('server.late')))),
      timeoutMs,
    )
    child.on('message', (raw) => {
      const message = workerMessageSchema.safeParse(raw)
      if (!message.success) return
      const m = message.data
      if (m.type === 'listening') finish(() => resolve(m.url))
      if (m.type === 'error') {
        const said = msg('server.said', { reason: reasonOf(m) })
        finish(() => reject(new EmbeddedServerError(said, m.code)))
      }
    })
    child.on('exit', (code) =>
      finish(() => reject(new EmbeddedServerError(msg('server.exited', { code })))),
    )
  })
}

/** What one start of the worker is asked to do besides serving. */
export interface LaunchOptions {
  /** Restore this backup (a name in the server's backup folder) before opening the database. */
  restoreBackup?: string
  /** The person typed that this backup of another database is to replace this one. */
  fromAnotherShop?: boolean
}

export interface SupervisorOptions {
  fork: (options: LaunchOptions) => ChildPort
  startTimeoutMs?: number
  stopTimeoutMs?: number
  /** Restarts after a crash; past this the user sees "server unavailable" until relaunch. */
  maxRestarts?: number
  onUrl: (url: string | null) => void
  log?: (message: string) => void
}

export interface Supervisor {
  start(options?: LaunchOptions): Promise<string>
  stop(): Promise<void>
}

/**
 * Runs the embedded server in its own process (a crash there does not take the UI down) and
 * restarts it a few times if it dies, reporting the URL (or null while it is down).
 */
export function createSupervisor(options: SupervisorOptions): Supervisor {
  const log = options.log ?? ((m) => console.warn(m))
  const startTimeoutMs = options.startTimeoutMs ?? 60_000
  const maxRestarts = options.maxRestarts ?? 3
  let child: ChildPort | null = null
  let stopping = false
  let restarts = 0

  async function launch(launchOptions: LaunchOptions = {}): Promise<string> {
    const current = options.fork(launchOptions)
    child = current
    const url = await waitForListening(current, startTimeoutMs).catch((error: unknown) => {
      current.kill()
      throw error
    })
    current.on('exit', (code) => {
      if (child !== current) return
      child = null
      options.onUrl(null)
      if (stopping) return
      log(`Embedded server exited with code ${code}`)
      if (restarts >= maxRestarts) return
      restarts++
      launch().catch((error: unknown) => log(`Embedded server restart failed: ${String(error)}`))
    })
    options.onUrl(url)
    return url
  }

  return {
    start(launchOptions) {
      stopping = false
      // A crash restart (in launch) starts plainly: a restore is asked for once.
      return launch(launchOptions)
    },
    async stop() {
      stopping = true
      const current = child
      if (!current) return
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          current.kill()
          resolve()
        }, options.stopTimeoutMs ?? 5_000)
        current.on('exit', () => {
          clearTimeout(timer)
          resolve()
        })
        current.postMessage({ type: 'stop' } satisfies MainMessage)
      })
      child = null
    },
  }
}
