import { describe, expect, it } from 'vitest'
import { checkJson, jsonProblemText, positionOf } from './json-check'

function problem(text: string) {
  const result = checkJson(text)
  if (result.ok) throw new Error(`expected ${text} to be refused`)
  return result.problem
}

describe('checkJson', () => {
  it('accepts valid JSON and gives its value', () => {
    expect(checkJson('{"a": [1, 2, {"b": null}], "c": "текст"}')).toEqual({
      ok: true,
      value: { a: [1, 2, { b: null }], c: 'текст' },
    })
    expect(checkJson(' 42 ')).toEqual({ ok: true, value: 42 })
  })

  it('says where a missing comma is: line, column and the spot', () => {
    const text = '{\n  "a": 1\n  "b": 2\n}'
    const p = problem(text)
    expect(p.code).toBe('comma')
    expect(p).toMatchObject({ line: 3, column: 3 })
    expect(text.slice(p.offset, p.offset + p.length)).toBe('"b"')
  })

  it('refuses a trailing comma and a comment, as JSON.parse does', () => {
    expect(problem('{"a": 1,}')).toMatchObject({ code: 'property_name', line: 1, column: 9 })
    expect(problem('[1, // note\n2]').code).toBe('comment')
  })

  it('refuses an unclosed object at its end, and text after the value', () => {
    const text = '{"a": [1, 2]'
    expect(problem(text)).toMatchObject({ code: 'close_brace', offset: text.length })
    expect(problem('{} []')).toMatchObject({ code: 'end_of_file', column: 4 })
    expect(problem('{"a": x}')).toMatchObject({ code: 'symbol', column: 7 })
  })

  it('refuses an empty text and single quotes', () => {
    expect(problem('  ').code).toBe('empty')
    expect(problem("{'a': 1}")).toMatchObject({ line: 1, column: 2 })
  })

  it('says it in Ukrainian for the server', () => {
    expect(jsonProblemText(problem('{\n"a" 1}'))).toBe(
      'Неправильний JSON: рядок 2, стовпець 5: очікувалася двокрапка.',
    )
  })
})

describe('positionOf', () => {
  it('counts lines and columns from 1', () => {
    expect(positionOf('ab\ncd', 0)).toEqual({ line: 1, column: 1 })
    expect(positionOf('ab\ncd', 4)).toEqual({ line: 2, column: 2 })
    expect(positionOf('ab', 99)).toEqual({ line: 1, column: 3 })
  })
})
