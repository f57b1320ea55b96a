import type { ShopBridge } from '@shared/bridge'
import { tryRender, type Message } from '@shared/messages'
import { unreachable } from '@shared/contract/failure'
import type { ApiResponse } from '@shared/contract/wire'
import {
  requestFor,
  type AnswerOf,
  type CallInput,
  type RouteKey,
} from '@shared/contract/route-keys'

/** A failed server call, thrown so TanStack Query and forms see it as an error. */
export class ApiError extends Error {
  readonly status: number
  readonly errors: Record<string, string[]> | undefined
  /** The message's code (`@shared/messages`), when the server gave one. */
  readonly code: string | undefined
  /** The request that failed, as `POST /api/orders/get/5` (no query: it may hold a search). */
  readonly request: string | undefined
  constructor(res: ApiResponse<unknown>, request?: string) {
    // The server's codes in the reader's language; its Ukrainian while the texts load.
    super(said(res) ?? res.message ?? `Запит не виконано (${res.status}).`)
    this.name = 'ApiError'
    this.status = res.status
    this.code = res.code
    this.request = request
    this.errors = res.codes
      ? Object.fromEntries(
          Object.entries(res.codes).map(([field, list]) => [
            field,
            list.map((m, i) => said(m) ?? res.errors?.[field]?.[i] ?? ''),
          ]),
        )
      : res.errors
  }
}

function said(m: { code?: string; params?: Record<string, unknown> }): string | undefined {
  return m.code ? tryRender({ code: m.code, params: m.params } as Message) : undefined
}

/**
 * An answer's warnings in the reader's language: each by its code (`warning_codes`), its
 * Ukrainian twin (`warnings`) while the texts load or when the server sent no codes.
 */
export function warningsOf(data: {
  warnings?: string[] | undefined
  warning_codes?: { code: string; params?: Record<string, unknown> | undefined }[] | undefined
}): string[] {
  const texts = data.warnings ?? []
  const codes = data.warning_codes ?? []
  return (codes.length ? codes : texts).map((_, i) => {
    const code = codes[i]
    return (code ? said(code) : undefined) ?? texts[i] ?? code?.code ?? ''
  })
}

/** An answer that does not match the contract: the server and this app are out of step. */
export const UNEXPECTED_ANSWER = 'Сервер дав неочікувану відповідь. Оновіть застосунок.'

/**
 * Calls a route of the contract by its key (`'POST /api/search'`) and returns its answer,
 * checked against the route's answer schema, so its type comes from the contract; throws
 * `ApiError` on failure. zod and the schemas of the route's area load alongside the
 * request (`answerCheckOf`, `@shared/contract/answers`), not with the page: the entry's size
 * budget (scripts/check-bundle.mjs).
 */
export async function callApi<K extends RouteKey>(
  bridge: ShopBridge,
  key: K,
  ...input: undefined extends CallInput<K>['params'] ? [CallInput<K>?] : [CallInput<K>]
): Promise<AnswerOf<K>> {
  const request = requestFor(key, input[0])
  const said = `${request.method} ${request.path.split('?')[0] ?? ''}`
  const checking = import('@shared/contract/answers').then((m) => m.answerCheckOf(key))
  // Handled below; a failed request must not leave it rejected and unheard.
  checking.catch(() => {})
  const res = await bridge.api.request(request)
  if (!res.ok) throw new ApiError(res, said)
  let check: (body: unknown) => AnswerOf<K>
  try {
    check = await checking
  } catch {
    // The page's own server did not send the schemas' script: it is out of reach.
    throw new ApiError(unreachable(false), said)
  }
  try {
    return check(res.data)
  } catch (error) {
    console.error(`${key}: the answer does not match the contract`, error)
    throw new ApiError({ ...res, ok: false, message: UNEXPECTED_ANSWER }, said)
  }
}
