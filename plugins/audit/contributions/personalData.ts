import type { Contributions } from '@/lib/plugins/contributions'
import { eraseAuditEntries } from '../eraseAuditEntries'

/**
 * The audit log's part of an erasure and of the retention round: last, the entries about every
 * record the other parts erased lose what they quoted of the family (ADR 0021).
 */
export const auditContributions: Partial<Contributions> = {
  erasure: [
    {
      plugin: 'audit',
      labels: { auditEntries: 'Audit entries cleared' },
      phase: 'trail',
      erase: async (req, { records }) => ({ counts: { auditEntries: await eraseAuditEntries(req, [...records]) } }),
    },
  ],
  retention: [
    {
      plugin: 'audit',
      phase: 'trail',
      retain: async (req, { records }) => ({ counts: { auditEntries: await eraseAuditEntries(req, [...records]) } }),
    },
  ],
}
