import configPromise from '@payload-config'
import { sql } from '@payloadcms/db-postgres'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { payloadClient } from '@/lib/cms/payload'
import { answerOutageForSignedIn } from '@/lib/http/databaseOutage'
import { hardenPayloadRest } from '@/lib/http/payloadRest'
import { notImplementedAsNotFound } from '@/lib/http/notImplementedAsNotFound'
import { withErrorBody } from '@/lib/http/restErrorBody'
import { refuseUnreadableInput } from '@/lib/http/unreadableInput'

const config = configPromise.then(hardenPayloadRest)
const probeDatabase = async () => (await payloadClient()).db.drizzle.execute(sql`select 1`)

type Handler = ReturnType<typeof REST_GET>
const rest = (handler: Handler) =>
  withErrorBody(answerOutageForSignedIn(refuseUnreadableInput(notImplementedAsNotFound(handler)), probeDatabase))

export const GET = rest(REST_GET(config))
export const POST = rest(REST_POST(config))
export const DELETE = rest(REST_DELETE(config))
export const PATCH = rest(REST_PATCH(config))
export const PUT = rest(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
