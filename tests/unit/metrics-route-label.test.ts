import client from 'prom-client'
import { describe, expect, it } from 'vitest'
import { httpMetrics, routeLabel } from '@/lib/metrics/httpMetrics.mjs'

describe('routeLabel', () => {
  it.each([
    ['/', '/'],
    ['/booking?date=2026-12-01', '/booking'],
    ['/menu/', '/menu'],
    ['/api/bookings/123', '/api/bookings/:id'],
    ['/api/bookings/73AD3Q5E/cancel', '/api/bookings/:id/cancel'],
    ['/api/loyalty/member/jo%40example.com', '/api/loyalty/member/:id'],
    ['/api/loyalty/member/jo@example.com', '/api/loyalty/member/:id'],
    ['/booking/pay?token=abc', '/booking/pay'],
    ['/manage-booking/eyJhbGciOiJIUzI1NiJ9abcdefghij', '/manage-booking/:id'],
    ['/_next/static/chunks/abc.js', '/_next/*'],
    ['/admin/collections/bookings/12', '/admin/*'],
    ['/favicon.svg', '/static-file'],
    ['/api/session-credits', '/api/session-credits'],
    ['/api/admin/reports/bookings', '/api/admin/reports/bookings'],
  ])('%s is %s', (path, label) => {
    expect(routeLabel(path)).toBe(label)
  })

  it('gives every path nothing answered one label, so a crawler cannot grow the series', () => {
    const paths = Array.from({ length: 500 }, (_, i) => `/api/bookings/${i}/x${i}y/${'a'.repeat(i % 60)}`)
    expect(new Set(paths.map((path) => routeLabel(path, 404)))).toEqual(new Set(['(unmatched)']))
    expect(routeLabel('/no/such/page', 405)).toBe('(unmatched)')
    expect(routeLabel('/api/bookings/12', 409)).toBe('/api/bookings/:id')
  })

  it('keeps at most five segments of a path', () => {
    expect(routeLabel('/a/b/c/d/e/f/g')).toBe('/a/b/c/d/e')
  })
})

describe('httpMetrics', () => {
  it('is one registry per process, with the request histogram and the process metrics', async () => {
    const { registry, requestDuration } = httpMetrics()
    expect(httpMetrics().registry).toBe(registry)
    requestDuration.observe({ method: 'GET', route: '/menu', status: '200' }, 0.02)
    const text = await registry.metrics()
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/menu",status="200"\} 1$/m)
    expect(text).toContain('process_cpu_user_seconds_total')
    expect(registry.contentType).toBe(client.register.contentType)
  })
})
