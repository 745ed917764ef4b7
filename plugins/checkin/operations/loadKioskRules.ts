import type { PayloadRequest } from 'payload'
import { KIOSK_SETTINGS_SLUG } from '../types'

export type KioskRules = {
  checkInOpensMinutesBefore: number
  autoCheckOutGraceMinutes: number
  waiverVersion: number
  sessionLengthMinutes: number
}

/** The CMS settings the visit rules need (inside a transaction: one query after the other). */
export async function loadKioskRules(req: PayloadRequest): Promise<KioskRules> {
  const kiosk = await req.payload.findGlobal({ slug: KIOSK_SETTINGS_SLUG, depth: 0, req, overrideAccess: true })
  const booking = await req.payload.findGlobal({ slug: 'booking-settings', depth: 0, req, overrideAccess: true })
  return {
    checkInOpensMinutesBefore: kiosk.checkInOpensMinutesBefore ?? 0,
    autoCheckOutGraceMinutes: kiosk.autoCheckOutGraceMinutes ?? 0,
    waiverVersion: kiosk.waiverVersion ?? 0,
    sessionLengthMinutes: booking.sessionLengthMinutes,
  }
}
