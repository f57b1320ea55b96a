import Markdown, { type Components } from 'react-markdown'

/**
 * An article's pictures are links here: the app's content policy loads no image from another
 * site, and a preview must not show a broken one or make a request on opening.
 */
const COMPONENTS: Components = {
  img: ({ src, alt }) => (
    <a href={typeof src === 'string' ? src : undefined} target="_blank" rel="noreferrer">
      {alt || (typeof src === 'string' ? src : '')}
    </a>
  ),
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  ),
}

/**
 * An article's body in Markdown, rendered as React elements: HTML inside it is shown as text,
 * never run, and `javascript:` links lose their address (react-markdown's defaults, kept).
 */
export default function ArticleBody({ source }: { source: string }) {
  return (
    <div className="article-body">
      <Markdown components={COMPONENTS}>{source}</Markdown>
    </div>
  )
}
