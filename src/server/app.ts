import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance } from 'fastify'
import helmet from 'helmet'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { ZodError } from 'zod'
import { contractRoutes } from '@shared/contract/map'
import type { AuthUser } from './auth/sessions'
import type { ServerConfig } from './config'
import type { Database, Db } from './db/client'
import { fieldErrors, HttpError, invalid } from './http/errors'
import { answer } from './http/messages'
import { installRouteGuard } from './http/guard'
import { DEFAULT_THROTTLE, type Throttle } from './http/throttle'
import { installHostCheck } from './http/hosts'
import { registerCarrierRoutes } from './carrier'
import { createBackupService, type BackupService } from './backup/service'
import { registerAuthRoutes } from './routes/auth'
import { registerBackupRoutes } from './routes/backups'
import { registerInformerRoutes } from './routes/informers'
import { registerStatisticsRoutes } from './routes/statistics'
import { registerResourceRoutes } from './resources'
import { registerOrderRoutes } from './orders/routes'
import { registerSmsRoutes } from './sms/routes'
import { registerImportRoutes } from './marketplaces/routes'
import { registerSearchRoutes } from './routes/search'
import { registerCatalogueRoutes } from './catalogue/routes'
import { AnswerLog, loggerOptions, safeUrl, type LogTarget } from './http/logger'
import { registerImageRoutes } from './images/routes'
import { registerInventoryRoutes } from './supply/inventory'
import { registerPackingRoutes } from './packing/routes'
import { registerParserRoutes } from './supply/parsers/routes'
import { registerPriceListRoutes } from './supply/price-lists'
import { registerExportRoutes } from './exports/routes'
import { registerSessionRoutes } from './routes/sessions'
import { registerSystemRoutes } from './routes/system'
import { readCarrierKey, registerSettingsRoutes } from './routes/settings'
import { registerStatic } from './static'
import { registerWaybillRoutes } from './waybills/routes'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set for every route that needs a session, once the guard let it in. */
    user: AuthUser | null
  }
  interface FastifyInstance {
    /** Everything the route handlers share. */
    shop: ShopContext
    /** Every method and path registered, for the test that holds them to the contract. */
    registeredRoutes: readonly { method: string; url: string }[]
  }
}

export interface ShopContext {
  db: Db
  config: ServerConfig
  now: () => Date
  fetch: typeof fetch
  /** Backups of the embedded database (the routes and start's daily timer share it). */
  backups: BackupService
  /** Limits on the costly doors (src/server/http/throttle.ts). */
  throttle: Throttle
}

/** Re-exported for tests that check the answers. */
export { MESSAGES } from './http/messages'

export interface BuildAppOptions {
  config: ServerConfig
  database: Database
  /** For tests: a clock to move sessions through time. */
  now?: () => Date
  /** For tests: the carrier's HTTP client. */
  fetch?: typeof fetch
  /** Limits on the costly doors; the defaults are DEFAULT_THROTTLE's. */
  throttle?: Partial<Throttle>
  /** Attempts per minute and address at `/login` and `/setup/admin`. */
  loginAttemptsPerMinute?: number
  /** Backups one user may make by hand per `BACKUP_CREATE_WINDOW_MINUTES` (routes/backups.ts). */
  backupCreatesPerWindow?: number
  /** The request and error log (http/logger.ts); none when left out (tests). */
  log?: LogTarget
}

export type ShopApp = FastifyInstance

/**
 * Helmet's security headers, worked out once: every directive is a constant, so each answer gets
 * the same headers. (`@fastify/helmet` builds helmet and parses the directives again on every
 * request: about 3 % of the server's time on a list page.)
 */
const SECURITY_HEADERS: readonly (readonly [string, string])[] = (() => {
  // What helmet sets its headers on: only `setHeader` and `removeHeader` are called. Not a
  // real ServerResponse: importing `node:http` into an ES module reads every export, Node's
  // fetch among them, which loads undici (some 40 ms of every start).
  const collect = new Map<string, string>()
  const answer = {
    setHeader: (name: string, value: unknown) => collect.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => collect.delete(name.toLowerCase()),
  }
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Only because react-hot-toast injects a <style> tag at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // The preview of a carrier's PDF (the 100×100 marking, the register): a blob the page
        // made itself from the bytes it fetched, shown in a frame.
        frameSrc: ["'self'", 'blob:'],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Served over plain http on a shop's LAN as often as over https; HSTS there would lock it
    // out. It is sent only on an answer to a request that came over https (HSTS_HEADER).
    strictTransportSecurity: false,
  })({} as IncomingMessage, answer as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  const headers: [string, string][] = [...collect]
  // The UI asks the browser for nothing but notifications (which are not a policy feature):
  // no camera (the scanner is a keyboard), no microphone, location, payment, USB or the like.
  headers.push([
    'Permissions-Policy',
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
      'magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), ' +
      'serial=(), usb=(), xr-spatial-tracking=(), interest-cohort=()',
  ])
  return headers
})()

/**
 * HSTS for answers to https requests: a year, subdomains too. `request.protocol` is https only
 * on a TLS socket, or behind a proxy the shop declared (`TRUST_PROXY`) that says so; a shop on
 * plain http never gets it, so its LAN address keeps working.
 */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains'

function noJsonSchemas(): never {
  throw new Error('Routes are checked with the contract (zod), not Fastify JSON schemas')
}

export async function buildApp(options: BuildAppOptions): Promise<ShopApp> {
  const { config, database } = options
  const app = Fastify({
    logger: options.log ? loggerOptions(options.log) : false,
    logController: new AnswerLog(),
    // Only a proxy the shop declared may say the request came over https or from another address.
    // `true` is the one proxy in front, whatever its address: the client is the address it
    // added last to X-Forwarded-For, never one the client wrote there itself (only the peer,
    // hop 0, is trusted). A list trusts only those addresses, walking the chain back.
    trustProxy:
      config.trustProxy === true
        ? (_address: string, hop: number) => hop === 0
        : (config.trustProxy ?? false),
    bodyLimit: 2 * 1024 * 1024,
    // Bodies are JSON with Ukrainian text; ids in paths are short.
    routerOptions: { maxParamLength: 200 },
    // Bodies, queries and answers are checked with the contract's zod schemas, never with
    // Fastify's JSON schemas: without these, Fastify would load Ajv and fast-json-stringify at
    // every start (about 40 ms) for nothing.
    schemaController: {
      compilersFactory: { buildValidator: noJsonSchemas, buildSerializer: noJsonSchemas },
    },
  })
  const registeredRoutes: { method: string; url: string }[] = []
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url })
  })
  app.decorate('registeredRoutes', registeredRoutes)
  const now = options.now ?? (() => new Date())
  app.decorate('shop', {
    db: database.db,
    config,
    now,
    fetch: options.fetch ?? globalThis.fetch,
    backups: createBackupService(database, config.backup, now),
    throttle: { ...DEFAULT_THROTTLE, ...options.throttle },
  } satisfies ShopContext)
  app.decorateRequest('user', null)
  app.addHook('onClose', () => database.close())

  // The spec's client posts some calls with no body at all; treat that as `{}` rather than 400.
  const jsonParser = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, {})
    jsonParser(req, String(body), done)
  })

  await app.register(cookie)
  // Set on the raw response, as helmet would: a streamed answer (an export) keeps them too.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of SECURITY_HEADERS) reply.raw.setHeader(name, value)
    if (request.protocol === 'https') reply.raw.setHeader('Strict-Transport-Security', HSTS_HEADER)
    done()
  })
  // Before any route runs, the UI's files and the not-found answer included: DNS rebinding.
  installHostCheck(app, { listen: config.host, publicHosts: config.publicHosts ?? [] })
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, 'http.tooMany'),
  })

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(error.body())
    }
    if (error instanceof ZodError) {
      return reply.code(422).send(invalid(fieldErrors(error)).body())
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500
    if (status >= 400 && status < 500) {
      const code = (error as { code?: string }).code
      const said =
        code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'http.badJson'
          : status === 413
            ? 'http.tooLarge'
            : status === 429
              ? 'http.tooMany'
              : 'http.badRequest'
      return reply.code(status).send(answer(said))
    }
    request.log.error({ err: error }, 'request failed')
    if (!options.log) console.error(`${request.method} ${safeUrl(request.url)}:`, error)
    return reply.code(500).send(answer('http.internal'))
  })

  installRouteGuard(app, contractRoutes())

  registerAuthRoutes(app, { loginAttemptsPerMinute: options.loginAttemptsPerMinute ?? 10 })
  registerSettingsRoutes(app)
  registerInformerRoutes(app)
  registerResourceRoutes(app)
  registerOrderRoutes(app)
  registerSmsRoutes(app, { apiUrl: config.turboSmsApiUrl ?? null, fetch: app.shop.fetch })
  registerSearchRoutes(app)
  registerImportRoutes(app)
  registerBackupRoutes(app, app.shop.backups, {
    ...config.backup,
    ...(options.backupCreatesPerWindow ? { createsPerWindow: options.backupCreatesPerWindow } : {}),
  })
  registerSessionRoutes(app)
  registerSystemRoutes(app)
  registerCatalogueRoutes(app)
  registerImageRoutes(app)
  registerInventoryRoutes(app)
  registerPackingRoutes(app)
  registerPriceListRoutes(app)
  registerParserRoutes(app)
  registerExportRoutes(app)
  registerStatisticsRoutes(app)
  registerCarrierRoutes(app, {
    apiUrl: config.novaPoshtaApiUrl,
    getApiKey: () => readCarrierKey(app.shop.db),
    fetch: app.shop.fetch,
    retryWaitMs: config.outsideRetryWaitMs,
  })

  registerWaybillRoutes(app, {
    apiUrl: config.novaPoshtaApiUrl,
    printUrl: config.novaPoshtaPrintUrl,
    fetch: app.shop.fetch,
    retryWaitMs: config.outsideRetryWaitMs,
  })

  await registerStatic(app, config.staticDir)

  return app
}
