import { lazy, Suspense, useEffect, useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { JsonProblem } from '@shared/json-check'
import { isMasked, namesSecret } from '@shared/secret-names'
import type { FieldControlProps } from '../../resources/record/FieldControl'
import { useSettingsTexts } from '../../i18n/settings'

// CodeMirror is a chunk of its own: fetched the first time a json setting opens.
const JsonEditor = lazy(() => import('./JsonEditor'))

const TRUE = /^(1|true)$/i
const BOOL = /^(1|0|true|false)$/i

/** A JSON problem in the user's language: line, column and what is wrong. */
export function useJsonProblemText(): (problem: JsonProblem) => string {
  const { t } = useTranslation('settings')
  return (p) =>
    t('value.json_where', { line: p.line, column: p.column, problem: t(`json.${p.code}`) })
}

/**
 * The settings' `value`, edited by the row's `type` (number, string, text, bool or json): a number
 * field, a line, a text area, a switch for a bool, a JSON editor that marks where the JSON is
 * wrong. A secret (the key's last part names one: `api_key`, `token`...) arrives masked and is
 * only ever replaced: the field starts empty, and left empty keeps what is stored.
 */
export function SettingValueControl(props: FieldControlProps) {
  useSettingsTexts()
  const { name, label, idPrefix, control, error, disabled } = props
  const type = String(useWatch({ control, name: 'type' }) ?? 'string')
  const key = String(useWatch({ control, name: 'key' }) ?? '')
  const secret = namesSecret(key) && (type === 'string' || type === 'text')
  const id = `${idPrefix}-${name}`
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`

  return (
    <div className={`rf-field rf-field--setting-${type}${error ? ' rf-field--invalid' : ''}`}>
      <span className="rf-label">
        <label id={labelId} htmlFor={id}>
          {label}
        </label>
      </span>
      <Controller
        name={name}
        control={control}
        render={({ field }) => {
          const text = typeof field.value === 'string' ? field.value : ''
          const aria = {
            id,
            'aria-invalid': error ? true : undefined,
            'aria-describedby':
              [error ? errorId : '', secret || type === 'json' ? hintId : '']
                .filter(Boolean)
                .join(' ') || undefined,
          } as const
          // What each of the value controls below takes alike.
          const common = {
            aria,
            value: text,
            disabled,
            onChange: field.onChange,
            onBlur: field.onBlur,
            refCallback: field.ref,
          }
          if (secret) {
            return <SecretInput {...common} hintId={hintId} />
          }
          switch (type) {
            case 'bool':
              return <BoolSwitch {...common} />
            case 'json':
              return (
                <JsonValue {...common} invalid={Boolean(error)} labelId={labelId} hintId={hintId} />
              )
            case 'text':
              return (
                <textarea
                  {...aria}
                  className="input"
                  rows={4}
                  disabled={disabled}
                  value={text}
                  ref={field.ref}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                />
              )
            default:
              return (
                <input
                  {...aria}
                  className="input"
                  type="text"
                  inputMode={type === 'number' ? 'decimal' : undefined}
                  autoComplete="off"
                  disabled={disabled}
                  value={text}
                  ref={field.ref}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                />
              )
          }
        }}
      />
      {error && (
        <span id={errorId} className="rf-error">
          {error}
        </span>
      )}
    </div>
  )
}

interface InputProps {
  aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }
  value: string
  disabled: boolean
  onChange: (value: string) => void
  onBlur: () => void
  refCallback: (el: HTMLElement | null) => void
}

/** JSON in its editor (a chunk of its own), marking where it is wrong. */
function JsonValue(props: InputProps & { invalid: boolean; labelId: string; hintId: string }) {
  const { aria, value, disabled, onChange, onBlur, refCallback } = props
  const { t } = useTranslation('settings')
  const describeProblem = useJsonProblemText()
  return (
    <>
      <Suspense fallback={<p role="status">{t('value.json_loading')}</p>}>
        <JsonEditor
          id={aria.id}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          disabled={disabled}
          labelledBy={props.labelId}
          describedBy={aria['aria-describedby']}
          invalid={props.invalid}
          describe={describeProblem}
          // A failed save focuses the field: the cursor goes to the bad spot.
          onReady={(api) => refCallback({ focus: api.focusProblem } as never)}
        />
      </Suspense>
      <span id={props.hintId} className="rf-hint">
        {t('value.json_hint')}
      </span>
    </>
  )
}

/** A bool as a switch: on is stored `1`, off `0`; Space or Enter toggles it. */
function BoolSwitch({ aria, value, disabled, onChange, onBlur, refCallback }: InputProps) {
  const { t } = useTranslation('settings')
  const on = TRUE.test(value.trim())
  // A value that is no bool (the type was just switched to bool) starts as "off", stored so.
  useEffect(() => {
    if (!disabled && !BOOL.test(value.trim())) onChange('0')
  }, [value, onChange, disabled])
  return (
    <button
      {...aria}
      ref={refCallback}
      type="button"
      role="switch"
      aria-checked={on}
      className={`switch${on ? ' switch--on' : ''}`}
      disabled={disabled}
      onClick={() => onChange(on ? '0' : '1')}
      onBlur={onBlur}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__text">{on ? t('value.bool_on') : t('value.bool_off')}</span>
    </button>
  )
}

/**
 * A secret: what is stored is shown only as its mask; typing replaces it, an empty field keeps
 * it (the mask is what the form sends, and the server reads the mask as "keep").
 */
function SecretInput(props: InputProps & { hintId: string }) {
  const { aria, value, disabled, onChange, onBlur, refCallback, hintId } = props
  const { t } = useTranslation('settings')
  // The mask as the form opened with it: what an emptied field goes back to.
  const [original] = useState(isMasked(value) ? value : '')
  const shown = isMasked(value) ? '' : value
  return (
    <>
      <input
        {...aria}
        ref={refCallback}
        className="input"
        type="password"
        autoComplete="new-password"
        placeholder={original ? t('value.secret_placeholder') : undefined}
        disabled={disabled}
        value={shown}
        onChange={(e) => onChange(e.target.value === '' ? original : e.target.value)}
        onBlur={onBlur}
      />
      <span id={hintId} className="rf-hint">
        {original ? t('value.secret_set', { mask: original }) : t('value.secret_unset')}
      </span>
    </>
  )
}
