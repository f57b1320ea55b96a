import { describe, expect, it } from 'vitest'
import { PASSWORD_MESSAGES } from '@shared/passwords/rule'
import { MSG } from '@shared/resources/messages'
import { RESOURCES } from '@shared/resources/registry'
import { formSchema } from './formValues'

const user = { login: 'taras', name: 'Тарас', access: '3', active: true }

async function passwordErrors(mode: 'new' | 'edit', password: string) {
  const result = await formSchema(RESOURCES.users, mode).safeParseAsync({ ...user, password })
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === 'password')
}

describe('the users form checks the password rule before sending', () => {
  it('refuses 9 characters and a common password, takes a good one', async () => {
    expect((await passwordErrors('new', 'tarasik12')).map((i) => i.message)).toEqual([
      MSG.minLength(10),
    ])
    for (const common of ['1234567890', 'Qwertyuiop', 'password12']) {
      expect(
        (await passwordErrors('new', common)).map((i) => i.message),
        common,
      ).toEqual([PASSWORD_MESSAGES.common])
    }
    expect(await passwordErrors('new', 'taras-packs-fast')).toEqual([])
  })

  it('checks a changed password on edit, and leaves an empty box alone', async () => {
    expect((await passwordErrors('edit', 'password12')).map((i) => i.message)).toEqual([
      PASSWORD_MESSAGES.common,
    ])
    expect(await passwordErrors('edit', '')).toEqual([])
  })
})
