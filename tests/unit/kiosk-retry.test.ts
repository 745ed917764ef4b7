import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  isConnectionFailure,
  retryUntilAnswered,
  RetryCancelled,
  StillOffline,
  type Connectivity,
} from '@/components/kiosk/retryUntilAnswered'
import { ApiError } from '@/lib/http/apiRequest'

/** A fake browser: offline until `goOnline()`, which fires the online listeners. */
function fakeConnectivity(offline = false) {
  const listeners = new Set<() => void>()
  const connectivity: Connectivity = {
    isOffline: () => offline,
    onOnline: (callback) => {
      listeners.add(callback)
      return () => listeners.delete(callback)
    },
  }
  return {
    connectivity,
    goOnline: () => {
      offline = false
      for (const listener of [...listeners]) listener()
    },
    listenerCount: () => listeners.size,
  }
}

const networkDown = () => new TypeError('Failed to fetch')

describe('kiosk writes retry only when no answer came', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('classifies failures', () => {
    expect(isConnectionFailure(networkDown())).toBe(true)
    expect(isConnectionFailure(new ApiError(503, '503: ', ''))).toBe(true)
    expect(isConnectionFailure(new ApiError(409, '409: {}', '{}'))).toBe(false)
    expect(isConnectionFailure(new ApiError(500, '500: ', ''))).toBe(false)
    expect(isConnectionFailure(new Error('other'))).toBe(false)
  })

  it('sends the same request again when the connection returns, and tells the screen it is waiting', async () => {
    const browser = fakeConnectivity()
    const sent: string[] = []
    const key = 'key-0001'
    const send = vi.fn(async () => {
      sent.push(key)
      if (sent.length === 1) throw networkDown()
      return { success: true }
    })
    const onWaiting = vi.fn()
    const result = retryUntilAnswered(send, {
      signal: new AbortController().signal,
      onWaiting,
      retryEveryMs: 60_000,
      connectivity: browser.connectivity,
    })
    await vi.waitFor(() => expect(onWaiting).toHaveBeenCalledTimes(1))
    browser.goOnline()
    await expect(result).resolves.toEqual({ success: true })
    expect(sent).toEqual([key, key])
    expect(browser.listenerCount()).toBe(0)
  })

  it('retries on a timer when the browser never notices it was offline', async () => {
    const browser = fakeConnectivity()
    const send = vi.fn().mockRejectedValueOnce(networkDown()).mockRejectedValueOnce(networkDown()).mockResolvedValueOnce('answered')
    const result = retryUntilAnswered(send, {
      signal: new AbortController().signal,
      onWaiting: () => {},
      retryEveryMs: 4000,
      connectivity: browser.connectivity,
    })
    await vi.advanceTimersByTimeAsync(3999)
    expect(send).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(4001)
    await expect(result).resolves.toBe('answered')
    expect(send).toHaveBeenCalledTimes(3)
  })

  it('does not send while the browser knows it is offline', async () => {
    const browser = fakeConnectivity(true)
    const send = vi.fn().mockResolvedValue('answered')
    const onWaiting = vi.fn()
    const result = retryUntilAnswered(send, {
      signal: new AbortController().signal,
      onWaiting,
      retryEveryMs: 60_000,
      connectivity: browser.connectivity,
    })
    await vi.waitFor(() => expect(onWaiting).toHaveBeenCalled())
    expect(send).not.toHaveBeenCalled()
    browser.goOnline()
    await expect(result).resolves.toBe('answered')
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('never retries an answer: a refusal is the answer', async () => {
    const refusal = new ApiError(409, '409: {"error":{"code":"ticket_used"}}', '{"error":{"code":"ticket_used"}}')
    const send = vi.fn().mockRejectedValue(refusal)
    await expect(
      retryUntilAnswered(send, {
        signal: new AbortController().signal,
        onWaiting: () => {},
        retryEveryMs: 10,
        connectivity: fakeConnectivity().connectivity,
      }),
    ).rejects.toBe(refusal)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('stops waiting when the kiosk starts over', async () => {
    const controller = new AbortController()
    const browser = fakeConnectivity()
    const send = vi.fn().mockRejectedValue(networkDown())
    const result = retryUntilAnswered(send, {
      signal: controller.signal,
      onWaiting: () => {},
      retryEveryMs: 60_000,
      connectivity: browser.connectivity,
    })
    const settled = expect(result).rejects.toBeInstanceOf(RetryCancelled)
    await vi.waitFor(() => expect(browser.listenerCount()).toBe(1))
    controller.abort()
    await settled
    expect(send).toHaveBeenCalledTimes(1)
    expect(browser.listenerCount()).toBe(0)
  })
})

/** Options for a write that gives up at `giveUpAt`, retrying every 4 s meanwhile. */
const giving = (browser: ReturnType<typeof fakeConnectivity>, giveUpAt: () => number) => ({
  signal: new AbortController().signal,
  onWaiting: () => {},
  retryEveryMs: 4000,
  connectivity: browser.connectivity,
  giveUpAt,
})

describe('a kiosk write stops waiting when the connection stays away (issue 38)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('gives up at giveUpAt with StillOffline, having sent nothing while the browser knew it was offline', async () => {
    const browser = fakeConnectivity(true)
    const send = vi.fn().mockResolvedValue('answered')
    const started = Date.now()
    const result = retryUntilAnswered(
      send,
      giving(browser, () => started + 6000),
    )
    const settled = expect(result).rejects.toBeInstanceOf(StillOffline)
    await vi.advanceTimersByTimeAsync(5999)
    expect(send).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(2)
    await settled
    expect(browser.listenerCount()).toBe(0)
  })

  it('tries once more at the deadline when the browser believed it was online, and gives up only if that fails too', async () => {
    const browser = fakeConnectivity()
    const send = vi.fn().mockRejectedValue(networkDown())
    const started = Date.now()
    const result = retryUntilAnswered(
      send,
      giving(browser, () => started + 6000),
    )
    const settled = expect(result).rejects.toBeInstanceOf(StillOffline)
    await vi.advanceTimersByTimeAsync(6001)
    await settled
    // At 0 s, at 4 s (the retry) and at 6 s (the deadline).
    expect(send).toHaveBeenCalledTimes(3)
  })

  it('answers as usual when the connection returns before the deadline', async () => {
    const browser = fakeConnectivity(true)
    const send = vi.fn().mockResolvedValue('answered')
    const result = retryUntilAnswered(
      send,
      giving(browser, () => Date.now() + 6000),
    )
    await vi.advanceTimersByTimeAsync(1000)
    browser.goOnline()
    await expect(result).resolves.toBe('answered')
  })

  it('gives up at once when the deadline has passed (the tablet has been offline a while)', async () => {
    const browser = fakeConnectivity(true)
    const result = retryUntilAnswered(
      vi.fn(),
      giving(browser, () => Date.now() - 1),
    )
    await expect(result).rejects.toBeInstanceOf(StillOffline)
  })
})
