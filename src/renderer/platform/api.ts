import type { ShopBridge } from '@shared/bridge'
import type { ApiRequest, ApiResponse } from '@shared/contract/http'

/** A failed server call, thrown so TanStack Query and forms see it as an error. */
export class ApiError extends Error {
  readonly status: number
  readonly errors: Record<string, string[]> | undefined
  constructor(res: ApiResponse<unknown>) {
    super(res.message ?? `Запит не виконано (${res.status}).`)
    this.name = 'ApiError'
    this.status = res.status
    this.errors = res.errors
  }
}

/** Sends a request and returns the body on success; throws `ApiError` otherwise. */
export async function callApi<T>(bridge: ShopBridge, req: ApiRequest): Promise<T> {
  const res = await bridge.api.request<T>(req)
  if (!res.ok) throw new ApiError(res)
  return res.data as T
}
