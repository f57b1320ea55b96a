import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import ArticleBody from './ArticleBody'

afterEach(cleanup)

describe('an article body', () => {
  it('renders Markdown', () => {
    const { container } = render(
      <ArticleBody source={'# Як обрати чохол\n\nДуже **міцний** чохол.\n\n- перший\n- другий'} />,
    )
    expect(screen.getByRole('heading', { name: 'Як обрати чохол' })).toBeVisible()
    expect(container.querySelector('strong')?.textContent).toBe('міцний')
    expect(container.querySelectorAll('li')).toHaveLength(2)
  })

  it('never runs what the text carries: no HTML elements, no script links, no remote images', () => {
    const { container } = render(
      <ArticleBody
        source={[
          '<script>window.hacked = 1</script>',
          '<img src="x" onerror="window.hacked = 1">',
          '<b onclick="window.hacked = 1">жирний</b>',
          '[натисни](javascript:window.hacked=1)',
          '![фото](https://example.com/a.jpg)',
        ].join('\n\n')}
      />,
    )
    expect(container.querySelector('script, img, b, [onerror], [onclick]')).toBeNull()
    const links = [...container.querySelectorAll('a')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['', 'https://example.com/a.jpg'])
    expect((window as { hacked?: number }).hacked).toBeUndefined()
  })
})
