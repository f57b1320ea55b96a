import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../platform'
import { createQueryClient } from './queryClient'
import { SESSION_KEY } from './session'
import { errorToast } from './errorToast'

const fail = (status: number, message: string) => () =>
  Promise.reject(new ApiError({ status, ok: false, data: null, message }))

afterEach(() => vi.restoreAllMocks())

describe('the app query client', () => {
  it('shows a failed call’s message as an error toast', async () => {
    const error = vi.spyOn(errorToast, 'show').mockReturnValue('id')
    const client = createQueryClient()
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: fail(422, 'Перевірте поля'), retry: false })
      .catch(() => {})
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'Перевірте поля' }))
  })

  it('leaves an unreachable server to the banner for reads, but not for writes', async () => {
    const error = vi.spyOn(errorToast, 'show').mockReturnValue('id')
    const client = createQueryClient()
    await client
      .fetchQuery({ queryKey: ['z'], queryFn: fail(0, 'Сервер недоступний'), retry: false })
      .catch(() => {})
    expect(error).not.toHaveBeenCalled()
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail(0, 'Сервер недоступний') })
      .execute(undefined)
      .catch(() => {})
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'Сервер недоступний' }))
  })

  it('keeps quiet for queries that show their own failure', async () => {
    const error = vi.spyOn(errorToast, 'show').mockReturnValue('id')
    const client = createQueryClient()
    await client
      .fetchQuery({
        queryKey: ['y'],
        queryFn: fail(500, 'x'),
        retry: false,
        meta: { silent: true },
      })
      .catch(() => {})
    expect(error).not.toHaveBeenCalled()
  })

  it('on a 401 asks for the session again instead of toasting', async () => {
    const error = vi.spyOn(errorToast, 'show').mockReturnValue('id')
    const client = createQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    await client
      .fetchQuery({ queryKey: ['z'], queryFn: fail(401, 'Потрібно увійти'), retry: false })
      .catch(() => {})
    expect(error).not.toHaveBeenCalled()
    expect(invalidate).toHaveBeenCalledWith({ queryKey: SESSION_KEY })
  })

  it('does not loop when the session query itself answers 401', async () => {
    const client = createQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    await client
      .fetchQuery({ queryKey: SESSION_KEY, queryFn: fail(401, 'x'), retry: false })
      .catch(() => {})
    expect(invalidate).not.toHaveBeenCalled()
  })

  it('shows a failed mutation’s message too', async () => {
    const error = vi.spyOn(errorToast, 'show').mockReturnValue('id')
    const client = createQueryClient()
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail(409, 'Запис змінив інший користувач.') })
      .execute(undefined)
      .catch(() => {})
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Запис змінив інший користувач.' }),
    )
  })
})
