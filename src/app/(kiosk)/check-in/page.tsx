import { headers } from 'next/headers'
import { KioskApp } from '@/components/kiosk/KioskApp'
import { KioskSignIn } from '@/components/kiosk/KioskSignIn'
import { payloadClient } from '@/lib/cms/payload'
import { kioskActorFromUser } from '@plugins/checkin/access/kioskActor'

/**
 * /check-in: the door tablet. The session is read here, on the server, so a visitor without a
 * kiosk device or a kiosk/staff/admin user gets the sign-in form and never the app or its data.
 */
export default async function CheckInPage() {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const actor = kioskActorFromUser(user)
  if (!actor) return <KioskSignIn refusedAccount={user !== null} />
  return <KioskApp deviceSession={actor.kind === 'device'} />
}
