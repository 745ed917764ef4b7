import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 27 (UK GDPR; ADR 0021): the erasure of one person and the nightly retention round.
// - audit action `personal_data_erased`, task `privacyRetention`, the booking settings' retention
//   periods (generated below).
// - visit_events becomes append-only in the database, like audit_log: UPDATE and DELETE are refused,
//   except the booking foreign key's own SET NULL (a deleted booking; the reference stays) and the
//   erasure's change.
// - The erasure's change, on both tables, needs the transaction-local setting
//   app.personal_data_erasure = 'on' (src/lib/db/personalDataErasure.ts, set_config(..., true)) and
//   is only this: visit_events' number_plate and reason go to null; audit_log's summary becomes
//   'Personal data erased' (ERASED_TEXT there) and before/after may only lose keys (jsonb <@), or
//   become null. Every other column must stay as it was, and DELETE is refused, in erasure mode too.

const VISIT_KEPT = `"id", "booking_id", "booking_reference", "action", "automatic", "at", "actor_kind", "actor_id", "actor_label",
  "idempotency_key", "waiver_version", "parking_agreed", "updated_at", "created_at"`
const kept = (columns: string, row: 'NEW' | 'OLD') =>
  columns
    .split(',')
    .map((column) => `${row}.${column.trim()}`)
    .join(', ')

const AUDIT_APPEND_ONLY_BEFORE = `
  CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND NEW.actor_id IS NULL AND OLD.actor_id IS NOT NULL
       AND (NEW.action, NEW.summary, NEW.entity, NEW.record_id, NEW.actor_label, NEW.before, NEW.after, NEW.created_at)
           IS NOT DISTINCT FROM (OLD.action, OLD.summary, OLD.entity, OLD.record_id, OLD.actor_label, OLD.before, OLD.after, OLD.created_at) THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'the audit log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END $$;`

const AUDIT_APPEND_ONLY_WITH_ERASURE = `
  CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND NEW.actor_id IS NULL AND OLD.actor_id IS NOT NULL
       AND (NEW.action, NEW.summary, NEW.entity, NEW.record_id, NEW.actor_label, NEW.before, NEW.after, NEW.created_at)
           IS NOT DISTINCT FROM (OLD.action, OLD.summary, OLD.entity, OLD.record_id, OLD.actor_label, OLD.before, OLD.after, OLD.created_at) THEN
      RETURN NEW;
    END IF;
    IF TG_OP = 'UPDATE' AND current_setting('app.personal_data_erasure', true) = 'on'
       AND (NEW.id, NEW.action, NEW.entity, NEW.record_id, NEW.actor_id, NEW.actor_label, NEW.updated_at, NEW.created_at)
           IS NOT DISTINCT FROM (OLD.id, OLD.action, OLD.entity, OLD.record_id, OLD.actor_id, OLD.actor_label, OLD.updated_at, OLD.created_at)
       AND NEW.summary = 'Personal data erased'
       AND (NEW.before IS NULL OR NEW.before <@ OLD.before)
       AND (NEW.after IS NULL OR NEW.after <@ OLD.after) THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'the audit log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END $$;`

const VISIT_APPEND_ONLY = `
  CREATE FUNCTION "visit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND NEW.booking_id IS NULL AND OLD.booking_id IS NOT NULL
       AND (NEW.id, NEW.booking_reference, NEW.action, NEW.automatic, NEW.at, NEW.actor_kind, NEW.actor_id, NEW.actor_label,
            NEW.idempotency_key, NEW.waiver_version, NEW.number_plate, NEW.parking_agreed, NEW.reason, NEW.updated_at, NEW.created_at)
           IS NOT DISTINCT FROM
           (OLD.id, OLD.booking_reference, OLD.action, OLD.automatic, OLD.at, OLD.actor_kind, OLD.actor_id, OLD.actor_label,
            OLD.idempotency_key, OLD.waiver_version, OLD.number_plate, OLD.parking_agreed, OLD.reason, OLD.updated_at, OLD.created_at) THEN
      RETURN NEW;
    END IF;
    IF TG_OP = 'UPDATE' AND current_setting('app.personal_data_erasure', true) = 'on'
       AND (NEW.number_plate IS NULL OR NEW.number_plate IS NOT DISTINCT FROM OLD.number_plate)
       AND (NEW.reason IS NULL OR NEW.reason IS NOT DISTINCT FROM OLD.reason)
       AND (${kept(VISIT_KEPT, 'NEW')}) IS NOT DISTINCT FROM (${kept(VISIT_KEPT, 'OLD')}) THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'the visit record is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END $$;
  CREATE TRIGGER "visit_events_append_only" BEFORE UPDATE OR DELETE ON "visit_events" FOR EACH ROW EXECUTE FUNCTION "visit_events_append_only"();`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'personal_data_erased';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'privacyRetention';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'privacyRetention';
  ALTER TABLE "booking_settings" ADD COLUMN "privacy_number_plate_days" numeric DEFAULT 30 NOT NULL;
  ALTER TABLE "booking_settings" ADD COLUMN "privacy_inquiry_months" numeric DEFAULT 24 NOT NULL;`)
  await db.execute(sql.raw(AUDIT_APPEND_ONLY_WITH_ERASURE))
  await db.execute(sql.raw(VISIT_APPEND_ONLY))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER IF EXISTS "visit_events_append_only" ON "visit_events";
   DROP FUNCTION IF EXISTS "visit_events_append_only"();`)
  await db.execute(sql.raw(AUDIT_APPEND_ONLY_BEFORE))
  await db.execute(sql`
   DELETE FROM "payload_jobs" WHERE "task_slug" = 'privacyRetention';
   DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'privacyRetention';
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('check_out', 'undo_check_in', 'undo_check_out', 'confirm_walk_in_payment', 'cancel_booking', 'refund', 'resend_confirmation', 'block_slot', 'unblock_slot', 'inquiry_reply', 'inquiry_responded', 'party_confirmed', 'staff_check_in', 'undo_no_show', 'staff_booking', 'move_booking');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'expireHolds', 'reconcilePayments', 'resumeStaffRefunds', 'queueBookingReminders', 'markNoShows', 'refundBooking', 'recordBookingReceipt', 'sendBookingEmail', 'purgeVerifications', 'sendCreditReceipt', 'reconcileCreditPurchases', 'autoCheckOut', 'purgeKioskRequests');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'expireHolds', 'reconcilePayments', 'resumeStaffRefunds', 'queueBookingReminders', 'markNoShows', 'refundBooking', 'recordBookingReceipt', 'sendBookingEmail', 'purgeVerifications', 'sendCreditReceipt', 'reconcileCreditPurchases', 'autoCheckOut', 'purgeKioskRequests');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "booking_settings" DROP COLUMN "privacy_number_plate_days";
  ALTER TABLE "booking_settings" DROP COLUMN "privacy_inquiry_months";`)
}
