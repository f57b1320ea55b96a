import { SaxesParser } from 'saxes'

/** An element of a parsed document: its name, attributes, text and child elements. */
export interface XmlElement {
  name: string
  attributes: Record<string, string>
  text: string
  children: XmlElement[]
}

/**
 * Parses a whole document with a strict (well-formedness checking) parser; any error throws.
 * For tests that must prove a feed is valid XML and read what it holds.
 */
export function parseXml(source: string): XmlElement {
  const parser = new SaxesParser()
  const stack: XmlElement[] = []
  let root: XmlElement | null = null
  parser.on('error', (error) => {
    throw error
  })
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: Object.fromEntries(Object.entries(tag.attributes as Record<string, string>)),
      text: '',
      children: [],
    }
    const parent = stack[stack.length - 1]
    if (parent) parent.children.push(element)
    else root = element
    stack.push(element)
  })
  parser.on('text', (text) => {
    const current = stack[stack.length - 1]
    if (current) current.text += text
  })
  parser.on('closetag', () => {
    stack.pop()
  })
  parser.write(source).close()
  if (!root) throw new Error('no root element')
  return root
}

/** Child elements named `name`, at any depth below `element`. */
export function findAll(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) => [
    ...(child.name === name ? [child] : []),
    ...findAll(child, name),
  ])
}

/** The text of the first child element named `name` (undefined when there is none). */
export function childText(element: XmlElement, name: string): string | undefined {
  return element.children.find((c) => c.name === name)?.text
}
