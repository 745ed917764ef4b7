import { headers } from 'next/headers'
import { KioskApp } from '@/components/kiosk/KioskApp'
import { KioskSignIn } from '@/components/kiosk/KioskSignIn'
import { payloadClient } from '@/lib/cms/payload'
import { kioskActorFromUser } from '@plugins/checkin'

/**
 * /check-in: the door tablet. The session is read here, on the server, so a visitor without a
 * kiosk device or a kiosk/staff/admin user gets the sign-in form and never the app or its data.
 * The addresses Payload accepts the session cookie from go to the browser, which alone knows the
 * address the tablet opened (docs/adr/0010-check-in-kiosk.md, "The server address").
 */
export default async function CheckInPage() {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const actor = kioskActorFromUser(user)
  const server = { serverUrl: payload.config.serverURL, allowedOrigins: payload.config.csrf }
  if (!actor) return <KioskSignIn refusedAccount={user !== null} server={server} />
  return <KioskApp deviceSession={actor.kind === 'device'} server={server} />
}
