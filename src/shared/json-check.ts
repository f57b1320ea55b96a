import { parse, type ParseError } from 'jsonc-parser'

/**
 * Checks a JSON text and says where it is wrong: line and column (both from 1), the offset and
 * length of the bad spot. `JSON.parse` alone cannot: its messages differ between engines and
 * some ("Unexpected end of JSON input") name no place at all. jsonc-parser (VS Code's own JSON
 * scanner) reports every error with its offset; comments and trailing commas are refused, as
 * `JSON.parse` refuses them. The settings editor marks the spot with it, and the server gives
 * the same answer in its 422, so both say the same thing about the same text.
 */

/** What went wrong, by jsonc-parser's error codes, named for the UI's messages. */
export const JSON_PROBLEMS = [
  'symbol',
  'number',
  'property_name',
  'value',
  'colon',
  'comma',
  'close_brace',
  'close_bracket',
  'end_of_file',
  'comment',
  'comment_end',
  'string_end',
  'number_end',
  'unicode',
  'escape',
  'character',
  'empty',
] as const
export type JsonProblemCode = (typeof JSON_PROBLEMS)[number]

export interface JsonProblem {
  code: JsonProblemCode
  line: number
  column: number
  offset: number
  length: number
}

export type JsonCheck = { ok: true; value: unknown } | { ok: false; problem: JsonProblem }

/** Line and column (from 1) of an offset; a column counts UTF-16 code units, as editors do. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let start = 0
  const end = Math.min(Math.max(offset, 0), text.length)
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line += 1
      start = i + 1
    }
  }
  return { line, column: end - start + 1 }
}

function problemAt(text: string, code: JsonProblemCode, offset: number, length: number) {
  return { code, ...positionOf(text, offset), offset, length }
}

export function checkJson(text: string): JsonCheck {
  if (text.trim() === '') return { ok: false, problem: problemAt(text, 'empty', 0, 0) }
  const errors: ParseError[] = []
  parse(text, errors, { disallowComments: true, allowTrailingComma: false })
  const first = errors[0]
  if (first) {
    const code = JSON_PROBLEMS[first.error - 1] ?? 'symbol'
    return { ok: false, problem: problemAt(text, code, first.offset, first.length) }
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    // Something jsonc-parser lets through and JSON.parse does not (a raw control character
    // inside a string): no place is known, so the start is marked.
    return { ok: false, problem: problemAt(text, 'character', 0, 0) }
  }
}

/** Ukrainian, for the server's 422 (the UI translates the code itself). */
const UK_PROBLEMS: Record<JsonProblemCode, string> = {
  symbol: 'незрозумілий символ',
  number: 'неправильне число',
  property_name: 'очікувалася назва властивості в лапках',
  value: 'очікувалося значення',
  colon: 'очікувалася двокрапка',
  comma: 'очікувалася кома',
  close_brace: 'очікувалася «}»',
  close_bracket: 'очікувалася «]»',
  end_of_file: 'зайвий текст після кінця JSON',
  comment: 'коментарі в JSON не дозволені',
  comment_end: 'незакритий коментар',
  string_end: 'незакритий рядок',
  number_end: 'незакінчене число',
  unicode: 'неправильний код Unicode',
  escape: 'неправильна екранована послідовність',
  character: 'недозволений символ',
  empty: 'порожнє значення',
}

export function jsonProblemText(problem: JsonProblem): string {
  return `Неправильний JSON: рядок ${problem.line}, стовпець ${problem.column}: ${UK_PROBLEMS[problem.code]}.`
}
