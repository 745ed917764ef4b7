import { databasePool } from '@/lib/db/pool'
import type { Contributions } from '@/lib/plugins/contributions'
import { purgeEmailsTo } from '../operations/purgeEmailsTo'

/** The e-mail plugin's part of a person's data (issue 27, ADR 0021): the messages to the address, sent or queued. */
export const emailPersonalData: Partial<Contributions> = {
  erasure: [
    {
      plugin: 'email',
      labels: { emails: 'E-mails deleted' },
      erase: async (req, { address }) => {
        const emails = await purgeEmailsTo(req, address)
        return { counts: { emails: emails.outbox + emails.queued } }
      },
    },
  ],
  export: [
    {
      plugin: 'email',
      export: async (payload, { address }) => {
        const { rows: emailsSent } = await databasePool(payload).query<Record<string, unknown>>(
          'select "to", subject, created_at from email_outbox where lower("to") = $1 order by created_at',
          [address],
        )
        return { sections: { emailsSent } }
      },
    },
  ],
}
