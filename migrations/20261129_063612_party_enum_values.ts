import { MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The enum values of issue 39 (party states, audit actions, party jobs), alone: Postgres cannot use
 * a value added in the same transaction, and the next migration sets a default to one of them.
 * Enum values are not removed on the way down (Postgres has no DROP VALUE); the next migration's
 * down rebuilds the types it changed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'party_deposit_settled' BEFORE 'staff_check_in';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'party_deposit_waived' BEFORE 'staff_check_in';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'party_lapsed' BEFORE 'staff_check_in';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'party_changed' BEFORE 'staff_check_in';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'party_reward_applied' BEFORE 'staff_check_in';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'party_cancelled' BEFORE 'staff_check_in';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'party_balance_taken' BEFORE 'staff_check_in';
  ALTER TYPE "public"."enum_parties_status" ADD VALUE 'provisional' BEFORE 'confirmed';
  ALTER TYPE "public"."enum_parties_status" ADD VALUE 'lapsed' BEFORE 'cancelled';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'refundPartyPayment' BEFORE 'expireHolds';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'lapsePartyDeposits' BEFORE 'expireHolds';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'reconcilePartyPayments' BEFORE 'expireHolds';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'refundPartyPayment' BEFORE 'expireHolds';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'lapsePartyDeposits' BEFORE 'expireHolds';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'reconcilePartyPayments' BEFORE 'expireHolds';`)
}

export async function down(): Promise<void> {}
