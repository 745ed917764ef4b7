import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiry_replies" ADD COLUMN "party_confirmed_subject" varchar DEFAULT '{{childName}}''s party at {{venueName}} is booked: {{partyDate}}' NOT NULL;
  ALTER TABLE "inquiry_replies" ADD COLUMN "party_confirmed_body" varchar DEFAULT 'Hello {{parentName}},

{{childName}}''s party at {{venueName}} is booked:

{{partyDate}}, {{partyTime}}
{{packageName}}, {{numberOfChildren}} children

{{estimate}}

We''ll send an invoice; parties are not paid online. You''ll find us at:
{{venueAddress}}

If anything changes, reply to this e-mail or call us on {{venuePhone}}.

Best wishes,
The {{venueName}} team' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiry_replies" DROP COLUMN "party_confirmed_subject";
  ALTER TABLE "inquiry_replies" DROP COLUMN "party_confirmed_body";`)
}
