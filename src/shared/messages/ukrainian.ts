import { plainParams, setFallback, type Labeler, type Message } from './index'
import { addUkrainian, ukrainianTexts } from './texts'
// Whoever renders Ukrainian has every text: the forms' and the server's.
import './server-uk'

/**
 * Rendering a message in Ukrainian without i18next: the server's answers and logs. The UI
 * renders with i18next (`src/renderer/i18n`) and never loads this at its start.
 */
export { addUkrainian }

/** `template` with `{{name}}` replaced; the plural form by `count` when the catalogue has forms. */
export function renderFrom(
  templates: Readonly<Record<string, string>>,
  language: string,
  message: Message,
  label: Labeler,
): string | undefined {
  const params = plainParams(
    message.params,
    label,
    (inner) => renderFrom(templates, language, inner, label) ?? inner.code,
  )
  const count = params.count
  const form =
    typeof count === 'number'
      ? templates[`${message.code}_${new Intl.PluralRules(language).select(count)}`]
      : undefined
  const template = form ?? templates[message.code] ?? templates[`${message.code}_other`]
  return template
    ?.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    )
    .trim()
}

let ukLabel: Labeler = (_, value) => value

/** Where `ukrainian` finds an enumeration value's name (the server's; the UI has its bundles). */
export function setUkrainianLabels(label: Labeler): void {
  ukLabel = label
}

/** A message in Ukrainian (the server's answers and logs; the UI's fallback). */
export function ukrainian(message: Message): string {
  return renderFrom(ukrainianTexts(), 'uk', message, ukLabel) ?? message.code
}

setFallback(ukrainian)
