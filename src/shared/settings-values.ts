import { checkJson, jsonProblemText, type JsonProblem } from './json-check'

/**
 * A setting's value is stored as text and read by its type (number, string, text, bool or json). The
 * settings editor and the server's store check the text against the type with this one rule:
 * a number is a number (a dot before the fraction, as it is read), a bool is 1/0 (or
 * true/false), json parses. Strings and texts take anything.
 */
export type SettingValueProblem =
  { kind: 'number' } | { kind: 'bool' } | { kind: 'json'; problem: JsonProblem }

export function checkSettingValue(type: string, text: string): SettingValueProblem | null {
  switch (type) {
    case 'number': {
      const trimmed = text.trim()
      return trimmed !== '' && Number.isFinite(Number(trimmed)) ? null : { kind: 'number' }
    }
    case 'bool':
      return /^(1|0|true|false)$/i.test(text.trim()) ? null : { kind: 'bool' }
    case 'json': {
      const checked = checkJson(text)
      return checked.ok ? null : { kind: 'json', problem: checked.problem }
    }
    default:
      return null
  }
}

/** The server's message for a refused value (the UI words it in the user's language). */
export function settingValueMessage(problem: SettingValueProblem): string {
  switch (problem.kind) {
    case 'number':
      return 'Має бути число (дробова частина через крапку).'
    case 'bool':
      return 'Має бути 1 (так) або 0 (ні).'
    case 'json':
      return jsonProblemText(problem.problem)
  }
}
