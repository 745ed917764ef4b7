import type { PayloadRequest } from 'payload'
import { jsonError } from '../requestBody'
import { withPreCheck, type EndpointRule } from './endpointRules'

/**
 * Payload's routes whose `:id` is a document's (or a version's) id. `/verify/:id` is left out:
 * its "id" is an e-mail verification token.
 */
const DOCUMENT_ID_PATHS = new Set(['/:id', '/:id/duplicate', '/versions/:id', '/access/:id?', '/paste-url/:id?'])

/** Postgres `serial` ids: 1 to 2^31 - 1, written in plain digits. */
const MAX_SERIAL_ID = 2_147_483_647

export function isSerialId(value: string): boolean {
  return /^\d{1,10}$/.test(value) && Number(value) <= MAX_SERIAL_ID
}

function usesSerialIds(req: PayloadRequest): boolean {
  if (req.payload.db.defaultIDType !== 'number') return false
  const slug = req.routeParams?.collection
  const collection =
    typeof slug === 'string' ? (req.payload.collections as Record<string, { customIDType?: string } | undefined>)[slug] : undefined
  return collection?.customIDType !== 'text'
}

/**
 * Payload turns a by-id route's `:id` into a number with parseFloat and queries with whatever
 * comes out: `abc` is NaN, `1e308` and `99999999999` overflow Postgres' integer, and each was a
 * 500 from the database (`GET /api/bookings/%ZZ` among them). An id no document can have is
 * refused before it gets that far.
 */
export const refuseImpossibleIds: EndpointRule = (endpoint) =>
  DOCUMENT_ID_PATHS.has(endpoint.path)
    ? withPreCheck(endpoint, (req) => {
        const id = req.routeParams?.id
        if (typeof id !== 'string' || !usesSerialIds(req) || isSerialId(id)) return null
        return jsonError(400, 'invalid_id', 'The id in the address must be a whole number from 1 to 2147483647')
      })
    : endpoint
