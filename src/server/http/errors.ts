import type { z } from 'zod'
import { fieldErrors } from '@shared/resources/validation'

export { fieldErrors }

/** A failure to answer as `{ message, errors? }` with this status; `message` is shown to a person. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const VALIDATION_MESSAGE = 'Перевірте введені дані'

/** Parses a request body or throws a 422 carrying the per-field messages. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {})
  if (!result.success) throw new HttpError(422, VALIDATION_MESSAGE, fieldErrors(result.error))
  return result.data
}
