import config from '@payload-config'
import { getPayload } from 'payload'
import { checkHealth } from '@/lib/health'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const health = await checkHealth(() => getPayload({ config }))
  return Response.json(health, {
    status: health.db === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}
