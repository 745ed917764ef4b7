import type { Payload, TaskConfig, TypedJobs } from 'payload'
import { reconcileOpenPurchases } from '../reconcileOpenPurchases'
import type { ResumeRefundsReport } from '../purchaseRefund'
import type { PaidPurchaseKind } from './kind'

type TaskSlug = keyof TypedJobs['tasks']

/**
 * The owner's scheduled round for a kind of purchase: recent open purchases compared with the
 * provider (a lost webhook applied), then its refunds cut off half way finished (`resumeRefunds`).
 */
export function reconcilePurchasesTask<Slug extends TaskSlug>(
  kind: PaidPurchaseKind,
  task: {
    slug: Slug
    label: string
    cron: string
    queue: string
    refundsLabel: string
    resumeRefunds: (payload: Payload) => Promise<ResumeRefundsReport>
  },
): TaskConfig<Slug> {
  return {
    slug: task.slug,
    label: task.label,
    schedule: [{ cron: task.cron, queue: task.queue }],
    outputSchema: [
      { name: 'checked', type: 'number', required: true },
      { name: 'repaired', type: 'number', required: true },
      { name: 'failed', type: 'number', required: true },
    ],
    handler: async ({ req }) => {
      const output = await reconcileOpenPurchases(req.payload, kind)
      const refunds = await task.resumeRefunds(req.payload)
      if (refunds.checked > 0) req.payload.logger.info({ msg: `resumed ${task.refundsLabel} refunds`, ...refunds })
      return { output }
    },
  } as TaskConfig<Slug>
}
