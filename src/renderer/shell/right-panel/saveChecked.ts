import { ApiError } from '../../resources/mutations'

type Errors = Record<string, string[]>

/**
 * A right-panel form's save once its rules have run: their refusals shown and `focusId` focused,
 * else the store call, whose refused fields (the server's) are shown too; its message is already
 * an error toast. True when it was saved.
 */
export async function saveChecked<Values>(
  checked: { values: Values; errors: Errors },
  store: { mutateAsync: (values: Values) => Promise<unknown> },
  setErrors: (errors: Errors) => void,
  focusId: string,
): Promise<boolean> {
  if (Object.keys(checked.errors).length > 0) {
    setErrors(checked.errors)
    document.getElementById(focusId)?.focus()
    return false
  }
  setErrors({})
  try {
    await store.mutateAsync(checked.values)
  } catch (error) {
    if (error instanceof ApiError && error.errors) setErrors(error.errors)
    return false
  }
  return true
}
