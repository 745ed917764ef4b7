import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The process-wide Payload instance for server components and route handlers. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
