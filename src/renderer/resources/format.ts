import type { FieldDef } from '@shared/resources/types'
import { formatDate, formatDateTime } from '@shared/format/dates'
import { tryRender } from '@shared/messages'
import { sayStored } from '@shared/messages/stored'
import { formatMoney } from '../format/numbers'

/** A column of stored messages in the UI's language (a plain older text as it is). */
export function storedText(value: string): string {
  return sayStored(value, (m) => tryRender(m) ?? m.code)
}

/** A cell's text in the UI's `language`; `enumLabel` translates enum values. */
export function formatCell(
  field: FieldDef | undefined,
  value: unknown,
  enumLabel: (value: string) => string,
  yesNo: [string, string],
  language: string,
): string {
  if (value === null || value === undefined) return ''
  switch (field?.kind) {
    case 'enum':
      return enumLabel(String(value))
    case 'bool':
      return value ? yesNo[0] : yesNo[1]
    case 'money':
      return typeof value === 'number' || typeof value === 'string'
        ? formatMoney(Number(value), language)
        : ''
    case 'date':
      return typeof value === 'string' ? formatDate(value) : ''
    case 'datetime':
      return typeof value === 'string' ? formatDateTime(value) : ''
    case 'json': {
      const text = typeof value === 'string' ? value : JSON.stringify(value)
      return text.length > 80 ? `${text.slice(0, 79)}…` : text
    }
    case 'text': {
      const text = field.messages ? storedText(String(value)) : String(value)
      return text.length > 120 ? `${text.slice(0, 119)}…` : text
    }
    default:
      return String(value)
  }
}
