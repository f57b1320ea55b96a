import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ApiError, callApi, useBridge } from '../../platform'
import { TextField } from './TextField'

type LoginValues = { login: string; password: string }

export function LoginForm({ onDone }: { onDone: () => Promise<void> }) {
  const { t } = useTranslation('common')
  const bridge = useBridge()
  const schema = z.object({
    login: z.string().trim().min(1, t('login.login_required')),
    password: z.string().min(1, t('login.password_required')),
  })
  const form = useForm<LoginValues>({
    resolver: zodResolver(schema),
    defaultValues: { login: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    try {
      await callApi(bridge, 'POST /login', { body: values })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      form.setError('root', { message })
      if (error instanceof ApiError && error.errors) {
        for (const [field, messages] of Object.entries(error.errors)) {
          if (field === 'login' || field === 'password') {
            form.setError(field, { message: messages.join(' ') })
          }
        }
      }
      return
    }
    await onDone()
  })

  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} noValidate>
      <h1 className="login-form__title">{t('login.title')}</h1>
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
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {isSubmitting ? t('login.signing_in') : t('login.submit')}
      </button>
    </form>
  )
}
