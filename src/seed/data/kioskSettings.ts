import type { KioskSetting } from '@/payload-types'

// Seed 001 §2, §5 and §9 (the kiosk), and seed 000's post-visit suggestion prices, which differ
// from the booking prices on purpose (ADR 0004): each is its own field for the manager to change.
export const kioskSettingsSeed: Omit<KioskSetting, 'id' | 'createdAt' | 'updatedAt' | 'waiverVersion' | 'waiverHistory'> = {
  checkInOpensMinutesBefore: 15,
  autoCheckOutGraceMinutes: 30,
  idleResetSeconds: 60,
  successResetSeconds: 3,
  terms: [
    'Children must be supervised by a responsible adult at all times.',
    'Socks must be worn in the play area by children and adults; no shoes on the play frames.',
    'No food or drink on the play frames. Please use the cafe area.',
    'Please follow the rules of each play zone and the instructions of our staff.',
    'Play sessions last 2 hours from check-in.',
  ].join('\n'),
  liability: [
    'I understand that active play carries a risk of bumps and minor injuries.',
    'I am responsible for the supervision and behaviour of the children in my care.',
    'The play centre is not liable for loss of or damage to personal belongings, or for injury except where caused by its negligence.',
  ].join('\n'),
  parkingText: 'Parking: 2 hours free, then £8 per 2 hours. Please arrive 15 minutes early. I will not park in the reserved spaces.',
  parkingFreeHours: 2,
  parkingFeePence: 800,
  parkingFeeHours: 2,
  sessionsNote: '2-hour fun sessions',
  safetyNote: 'For everyone’s safety, children must be supervised at all times and socks must be worn in the play area.',
  ticketSuggestions: [
    { key: 'child-1-12', title: 'Children 1-12 years', pricePence: 800, onlyWhenOneChild: false },
    { key: 'adult', title: 'Adults', pricePence: 250, onlyWhenOneChild: false },
    { key: 'child-0-1', title: 'Babies 0-1 years', pricePence: 400, onlyWhenOneChild: true },
  ],
}
