import { lazy, Suspense } from 'react'
import { ApiError } from '../platform'
import { showToast } from './toast'

const ErrorNotice = lazy(() =>
  import('../components/ui/ErrorDetails').then((m) => ({ default: m.ErrorNotice })),
)

/**
 * A failure as an error toast: the human message (the server's, in the reader's language, or a
 * sentence for a failure inside the app, never its internal text) with «Деталі» under it. The
 * same message shows once while its toast is up (`showToast`'s id). The words and the details
 * load with the first failure, not with the entry; the server's message shows meanwhile.
 */
export const errorToast = {
  show(error: unknown): string {
    const said = error instanceof ApiError ? error.message : ''
    return showToast(
      said || 'common:errors.unexpected',
      'error',
      <Suspense fallback={<span>{said}</span>}>
        <ErrorNotice error={error} />
      </Suspense>,
    )
  },
}
