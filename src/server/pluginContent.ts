import 'server-only'
import { unstable_cache } from 'next/cache'
import { loadCreditOffer } from '@plugins/credits'
import { loadLoyaltyProgram } from '@plugins/loyalty'
import { cacheTags } from '@/lib/cache/revalidate'
import { payloadClient } from '@/lib/cms/payload'

// Public reads of the plugins' settings, cached across requests and expired by the plugins' hooks
// on change, as the CMS reads in src/lib/cms/content.ts are (which import no plugin).

/** The bulk-credit pack on sale; its value follows the credit's ticket type. */
export const getCreditOffer = unstable_cache(async () => loadCreditOffer(await payloadClient()), ['credit-offer'], {
  tags: [cacheTags.global('credit-settings'), cacheTags.collection('ticket-types')],
})

/** Points per pound, the welcome bonus and the membership levels. */
export const getLoyaltyProgram = unstable_cache(async () => loadLoyaltyProgram(await payloadClient()), ['loyalty-program'], {
  tags: [cacheTags.global('loyalty-settings')],
})
