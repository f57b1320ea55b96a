import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { MIN_PASSWORD_LENGTH } from '@shared/passwords/rule'
import { ApiError, callApi, useBridge } from '../../platform'
import { TextField } from './TextField'

type AdminValues = { login: string; name: string; password: string; repeat: string }
const FIELDS = ['login', 'name', 'password'] as const

/** First start without users: create the administrator, who is then logged in. */
export function FirstRunForm({ onDone }: { onDone: () => Promise<void> }) {
  const { t } = useTranslation('common')
  const bridge = useBridge()
  const schema = z
    .object({
      login: z
        .string()
        .trim()
        .min(1, t('login.login_required'))
        .regex(/^\S+$/, t('setup.login_spaces')),
      name: z.string().trim().min(1, t('setup.name_required')),
      password: z
        .string()
        .min(MIN_PASSWORD_LENGTH, t('setup.password_short', { min: MIN_PASSWORD_LENGTH })),
      repeat: z.string(),
    })
    .refine((v) => v.password === v.repeat, { path: ['repeat'], message: t('setup.mismatch') })
    // The list of common passwords loads only here, when the form is checked (a lazy chunk).
    .superRefine(async (v, ctx) => {
      const { isCommonPassword } = await import('@shared/passwords/common')
      if (isCommonPassword(v.password)) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: t('setup.password_common') })
      }
    })
  const form = useForm<AdminValues>({
    resolver: zodResolver(schema),
    defaultValues: { login: '', name: '', password: '', repeat: '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ login, name, password }) => {
    try {
      await callApi(bridge, 'POST /setup/admin', { body: { login, name, password } })
    } catch (error) {
      form.setError('root', { message: error instanceof Error ? error.message : String(error) })
      if (error instanceof ApiError && error.errors) {
        for (const field of FIELDS) {
          const messages = error.errors[field]
          if (messages) form.setError(field, { message: messages.join(' ') })
        }
      }
      return
    }
    await onDone()
  })

  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} noValidate>
      <h1 className="login-form__title">{t('setup.title')}</h1>
      <p className="login-form__hint">{t('setup.text')}</p>
      {errors.root && (
        <p role="alert" className="form-alert">
          {errors.root.message}
        </p>
      )}
      <TextField
        label={t('login.login')}
        autoComplete="username"
        autoFocus
        error={errors.login?.message}
        {...form.register('login')}
      />
      <TextField
        label={t('setup.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t('setup.repeat')}
        type="password"
        autoComplete="new-password"
        error={errors.repeat?.message}
        {...form.register('repeat')}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {t('setup.submit')}
      </button>
    </form>
  )
}
