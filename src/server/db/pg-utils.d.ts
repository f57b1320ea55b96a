// node-postgres's own helpers module, which its package exports (`pg/lib/*`) and its types do
// not declare: the one function the embedded database's prepared statements use. A CommonJS
// module: Node gives its exports to an ES module as the default export.
declare module 'pg/lib/utils.js' {
  const utils: {
    /** A string as a quoted SQL literal: quotes doubled; with a backslash, an `E''` string. */
    escapeLiteral(text: string): string
  }
  export default utils
}
