import { jsonError } from '@/lib/http/requestBody'

export function tooManyRequests(retryAfterSeconds: number): Response {
  const response = jsonError(
    429,
    'rate_limited',
    'You have sent several messages in a short time. Please wait a while before sending another, or call us.',
  )
  response.headers.set('retry-after', String(retryAfterSeconds))
  return response
}
