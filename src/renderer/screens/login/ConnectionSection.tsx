import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ConnectionSettings } from '@shared/bridge'
import { useBridge } from '../../platform'

type Mode = ConnectionSettings['mode']

/** Desktop only: which server this workstation uses, the built-in one or a shop server by URL. */
export function ConnectionSection({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('common')
  const bridge = useBridge()
  const urlId = useId()
  const [mode, setMode] = useState<Mode>('embedded')
  const [url, setUrl] = useState('')
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void bridge.connection.get().then((current) => {
      setMode(current.mode)
      if (current.mode === 'remote') setUrl(current.url)
    })
  }, [bridge])

  const settings = (): ConnectionSettings =>
    mode === 'embedded' ? { mode } : { mode, url: url.trim() }

  async function run(action: 'test' | 'save'): Promise<void> {
    setBusy(true)
    setResult(null)
    try {
      if (action === 'test') {
        setResult(await bridge.connection.test(settings()))
      } else {
        await bridge.connection.set(settings())
        setResult({ ok: true, message: t('connection.saved') })
        onChanged()
      }
    } catch (error) {
      setResult({ ok: false, message: error instanceof Error ? error.message : String(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <details className="connection">
      <summary>{t('connection.title')}</summary>
      <fieldset className="connection__modes">
        <legend className="visually-hidden">{t('connection.title')}</legend>
        <label>
          <input
            type="radio"
            name="connection-mode"
            checked={mode === 'embedded'}
            onChange={() => setMode('embedded')}
          />{' '}
          {t('connection.embedded')}
        </label>
        <label>
          <input
            type="radio"
            name="connection-mode"
            checked={mode === 'remote'}
            onChange={() => setMode('remote')}
          />{' '}
          {t('connection.remote')}
        </label>
      </fieldset>
      {mode === 'remote' && (
        <div className="field">
          <label className="field__label" htmlFor={urlId}>
            {t('connection.url')}
          </label>
          <input
            id={urlId}
            className="input"
            type="url"
            placeholder="http://192.168.1.10:8787"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
      )}
      <div className="connection__actions">
        <button type="button" className="btn" disabled={busy} onClick={() => void run('test')}>
          {t('connection.test')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          onClick={() => void run('save')}
        >
          {t('connection.save')}
        </button>
      </div>
      {result && (
        <p role="status" className={result.ok ? 'connection__ok' : 'form-alert'}>
          {result.message}
        </p>
      )}
    </details>
  )
}
