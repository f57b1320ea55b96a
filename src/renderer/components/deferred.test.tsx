import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { DEFERRED_RETRY_MS, deferred } from './deferred'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function Real({ name }: { name: string }) {
  return <p>real {name}</p>
}

/** A load that fails while the server is unreachable, as a chunk's fetch would. */
function loadWhile(server: { reachable: boolean }) {
  return vi.fn(() =>
    server.reachable ? Promise.resolve(Real) : Promise.reject(new TypeError('Failed to fetch')),
  )
}

describe('deferred', () => {
  it('shows the stand-in until it is allowed and its code is there, then the real thing', async () => {
    const load = vi.fn(async () => Real)
    const Lazy = deferred(load)
    const { rerender } = render(
      <Lazy allowed={false} standIn={<p>stand-in</p>} props={{ name: 'a' }} />,
    )
    expect(screen.getByText('stand-in')).toBeVisible()
    expect(load).not.toHaveBeenCalled()
    rerender(<Lazy allowed standIn={<p>stand-in</p>} props={{ name: 'a' }} />)
    expect(await screen.findByText('real a')).toBeVisible()
    // Another screen shows it at once, without asking again.
    render(<Lazy allowed={false} standIn={<p>other stand-in</p>} props={{ name: 'b' }} />)
    expect(screen.getByText('real b')).toBeVisible()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps the stand-in when the code cannot be fetched, and asks again until it can', async () => {
    vi.useFakeTimers()
    const server = { reachable: false }
    const load = loadWhile(server)
    const Lazy = deferred(load)
    render(<Lazy allowed standIn={<p>stand-in</p>} props={{ name: 'a' }} />)
    await act(async () => {
      await Promise.resolve()
    })
    expect(screen.getByText('stand-in')).toBeVisible()
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DEFERRED_RETRY_MS)
    })
    expect(load).toHaveBeenCalledTimes(2)
    expect(screen.getByText('stand-in')).toBeVisible()
    server.reachable = true
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DEFERRED_RETRY_MS)
    })
    expect(screen.getByText('real a')).toBeVisible()
    expect(load).toHaveBeenCalledTimes(3)
  })
})

describe('deferred, asked again by hand', () => {
  it('hands a stand-in given as a function a retry that asks at once, not after the wait', async () => {
    vi.useFakeTimers()
    const server = { reachable: false }
    const load = loadWhile(server)
    const Lazy = deferred(load)
    let retry = () => {}
    render(
      <Lazy
        allowed
        standIn={(again) => {
          retry = again
          return <p>stand-in</p>
        }}
        props={{ name: 'a' }}
      />,
    )
    await act(async () => {
      await Promise.resolve()
    })
    expect(load).toHaveBeenCalledTimes(1)
    server.reachable = true
    await act(async () => {
      retry()
      await Promise.resolve()
    })
    expect(load).toHaveBeenCalledTimes(2)
    await act(async () => {
      await Promise.resolve()
    })
    expect(screen.getByText('real a')).toBeVisible()
  })
})
