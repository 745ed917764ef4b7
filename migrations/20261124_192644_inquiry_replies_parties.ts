import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_parties_status" AS ENUM('confirmed', 'cancelled');
  CREATE TABLE "inquiries_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"sent_by_id" integer
  );
  
  CREATE TABLE "parties" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"inquiry_id" integer,
  	"date" varchar NOT NULL,
  	"time_slot" varchar NOT NULL,
  	"start" varchar NOT NULL,
  	"end" varchar NOT NULL,
  	"child_name" varchar,
  	"number_of_children" varchar,
  	"package_key" varchar NOT NULL,
  	"package_name" varchar NOT NULL,
  	"exclusive_use" boolean DEFAULT false,
  	"status" "enum_parties_status" DEFAULT 'confirmed' NOT NULL,
  	"confirmed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inquiry_replies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"response_hours" numeric DEFAULT 24 NOT NULL,
  	"party_subject" varchar DEFAULT '{{childName}}''s party at {{venueName}}' NOT NULL,
  	"party_body" varchar DEFAULT 'Hello {{parentName}},
  
  Thank you for asking about a party for {{childName}} at {{venueName}}.
  
  {{availability}}
  
  {{estimate}}
  
  {{catering}}
  
  {{nextSteps}}
  
  Best wishes,
  The {{venueName}} team
  {{venuePhone}}' NOT NULL,
  	"party_available" varchar DEFAULT 'Good news: {{partyTime}} on {{partyDate}} is free for the party.' NOT NULL,
  	"party_partial" varchar DEFAULT '{{partyTime}} on {{partyDate}} is already booked, but we can offer {{availableSlots}} on the same day.' NOT NULL,
  	"party_unavailable" varchar DEFAULT 'We''re sorry: we have no party slot left on {{partyDate}}. The nearest dates we can offer are {{alternativeDates}}.' NOT NULL,
  	"party_next_steps" varchar DEFAULT 'To hold the date, reply to this e-mail or call us on {{venuePhone}}. We''ll confirm the booking and send an invoice; parties are not paid online.' NOT NULL,
  	"contact_subject" varchar DEFAULT 'Re: your message to {{venueName}}' NOT NULL,
  	"contact_body" varchar DEFAULT 'Hello {{name}},
  
  Thank you for getting in touch. You wrote:
  
  {{quotedMessage}}
  
  {{availability}}
  
  If there is anything else we can help with, reply to this e-mail or call us on {{venuePhone}}.
  
  Best wishes,
  The {{venueName}} team' NOT NULL,
  	"contact_available" varchar DEFAULT 'On {{date}} we have places in every session ({{availableSlots}}). You can book at {{bookingUrl}}.' NOT NULL,
  	"contact_partial" varchar DEFAULT 'On {{date}} we still have places at {{availableSlots}}. You can book at {{bookingUrl}}.' NOT NULL,
  	"contact_unavailable" varchar DEFAULT 'We''re sorry: we have no open-play places left on {{date}}.' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "party_packages" ADD COLUMN "exclusive_use" boolean DEFAULT false;
  ALTER TABLE "inquiries" ADD COLUMN "responded_by_id" integer;
  ALTER TABLE "session_restrictions" ADD COLUMN "party_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "parties_id" integer;
  ALTER TABLE "inquiries_replies" ADD CONSTRAINT "inquiries_replies_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries_replies" ADD CONSTRAINT "inquiries_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "parties" ADD CONSTRAINT "parties_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "parties" ADD CONSTRAINT "parties_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "inquiries_replies_order_idx" ON "inquiries_replies" USING btree ("_order");
  CREATE INDEX "inquiries_replies_parent_id_idx" ON "inquiries_replies" USING btree ("_parent_id");
  CREATE INDEX "inquiries_replies_sent_by_idx" ON "inquiries_replies" USING btree ("sent_by_id");
  CREATE INDEX "parties_inquiry_idx" ON "parties" USING btree ("inquiry_id");
  CREATE INDEX "parties_date_idx" ON "parties" USING btree ("date");
  CREATE INDEX "parties_status_idx" ON "parties" USING btree ("status");
  CREATE INDEX "parties_confirmed_by_idx" ON "parties" USING btree ("confirmed_by_id");
  CREATE INDEX "parties_updated_at_idx" ON "parties" USING btree ("updated_at");
  CREATE INDEX "parties_created_at_idx" ON "parties" USING btree ("created_at");
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_responded_by_id_users_id_fk" FOREIGN KEY ("responded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "session_restrictions" ADD CONSTRAINT "session_restrictions_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parties_fk" FOREIGN KEY ("parties_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "inquiries_responded_by_idx" ON "inquiries" USING btree ("responded_by_id");
  CREATE INDEX "session_restrictions_party_idx" ON "session_restrictions" USING btree ("party_id");
  CREATE INDEX "payload_locked_documents_rels_parties_id_idx" ON "payload_locked_documents_rels" USING btree ("parties_id");
  -- The seeded private hire is for exclusive use (a database seeded before this column existed).
  UPDATE "party_packages" SET "exclusive_use" = true WHERE "key" = 'private-hire';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries_replies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "parties" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiry_replies" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "inquiries_replies" CASCADE;
  DROP TABLE "parties" CASCADE;
  DROP TABLE "inquiry_replies" CASCADE;
  ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_responded_by_id_users_id_fk";
  
  ALTER TABLE "session_restrictions" DROP CONSTRAINT "session_restrictions_party_id_parties_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_parties_fk";
  
  DROP INDEX "inquiries_responded_by_idx";
  DROP INDEX "session_restrictions_party_idx";
  DROP INDEX "payload_locked_documents_rels_parties_id_idx";
  ALTER TABLE "party_packages" DROP COLUMN "exclusive_use";
  ALTER TABLE "inquiries" DROP COLUMN "responded_by_id";
  ALTER TABLE "session_restrictions" DROP COLUMN "party_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "parties_id";
  DROP TYPE "public"."enum_parties_status";`)
}
