import type { Contributions } from '@/lib/plugins/contributions'
import { purgeCodesFor } from '../operations/purgeCodesFor'

/** The verification plugin's part of an erasure (issue 27, ADR 0021): the codes sent to the address. */
export const verificationPersonalData: Partial<Contributions> = {
  erasure: [
    {
      plugin: 'verification',
      labels: { verificationCodes: 'One-time codes deleted' },
      erase: async (req, { address }) => ({ counts: { verificationCodes: (await purgeCodesFor(req, address)).codes } }),
    },
  ],
}
