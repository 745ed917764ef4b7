import { describe, expect, it } from 'vitest'
import { closeToast, pushToast, toastSettings, type QueuedToast } from '@/components/toast/toastSettings'

const toast = (id: number): QueuedToast => ({ id, title: `Toast ${id}`, open: true })

describe('toast queue', () => {
  it('follows the spec: one visible, 5 s, swipe right 50 px, F8', () => {
    expect(toastSettings).toMatchObject({ limit: 1, durationMs: 5000, swipeDirection: 'right', swipeThresholdPx: 50, hotkey: ['F8'] })
  })

  it('shows only the newest toast', () => {
    const queue = pushToast(pushToast([], toast(1)), toast(2))
    expect(queue.map((item) => item.id)).toEqual([2])
  })

  it('closes by id without touching others', () => {
    const queue = pushToast(pushToast([], toast(1), 2), toast(2), 2)
    expect(closeToast(queue, 1).map((item) => item.open)).toEqual([true, false])
  })
})
