import { text } from '../messages'

/**
 * Validation messages, shared by the server's 422 answers and the forms: rendered when read, in
 * the reader's language (`@shared/messages`; the server's is Ukrainian), so a schema that says
 * `MSG.required` while it checks speaks the language of the moment.
 */
export const MSG = {
  get required() {
    return text('field.required')
  },
  get notInList() {
    return text('field.notInList')
  },
  get string() {
    return text('field.string')
  },
  maxLength: (n: number) => text('field.maxLength', { n }),
  minLength: (n: number) => text('field.minLength', { n }),
  get int() {
    return text('field.int')
  },
  min: (n: number) => text('field.min', { n }),
  max: (n: number) => text('field.max', { n }),
  get money() {
    return text('field.money')
  },
  get notNegative() {
    return text('field.notNegative')
  },
  get bidi() {
    return text('field.bidi')
  },
  get bool() {
    return text('field.bool')
  },
  get date() {
    return text('field.date')
  },
  get datetime() {
    return text('field.datetime')
  },
  get phone() {
    return text('field.phone')
  },
  get ref() {
    return text('field.ref')
  },
  get json() {
    return text('field.json')
  },
  jsonTooDeep: (n: number) => text('field.jsonTooDeep', { n }),
  get badChar() {
    return text('field.badChar')
  },
  yearRange: (from: number, to: number) => text('field.yearRange', { from, to }),
  tooManyValues: (n: number) => text('field.tooManyValues', { n }),
  get unknownFilter() {
    return text('field.unknownFilter')
  },
  get oneDay() {
    return text('field.oneDay')
  },
  get unknownSort() {
    return text('field.unknownSort')
  },
  get invalid() {
    return text('field.invalid')
  },
}
