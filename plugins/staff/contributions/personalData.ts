import { forgetAnswersMentioning } from '@/lib/http/idempotentRequests'
import type { Contributions } from '@/lib/plugins/contributions'

/** The kiosk and desk answers kept for retries (src/lib/http's store) that quote the address go with an erasure. */
export const staffPersonalData: Partial<Contributions> = {
  erasure: [
    {
      plugin: 'staff',
      labels: { storedAnswers: 'Stored desk and kiosk answers deleted' },
      erase: async (req, { address }) => ({ counts: { storedAnswers: await forgetAnswersMentioning(req, address) } }),
    },
  ],
}
