import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ticket_types_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__ticket_types_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_menu_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__menu_items_v_version_allergens" AS ENUM('gluten', 'dairy', 'eggs', 'nuts', 'peanuts', 'fish', 'soya', 'sesame');
  CREATE TYPE "public"."enum__menu_items_v_version_menu_tab" AS ENUM('kids', 'adult', 'snacks', 'drinks');
  CREATE TYPE "public"."enum__menu_items_v_version_poster_category" AS ENUM('mains', 'lunchbox', 'dessert', 'healthy', 'snacks', 'hot', 'cold');
  CREATE TYPE "public"."enum__menu_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_notice_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__notice_posts_v_version_type" AS ENUM('announcement', 'event', 'offer', 'hours', 'update');
  CREATE TYPE "public"."enum__notice_posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_offers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offers_v_version_icon" AS ENUM('child', 'baby', 'bottle', 'castle', 'toy', 'slide', 'cake', 'party', 'gift', 'coffee', 'food', 'parking', 'ticket', 'star', 'heart', 'family', 'sun', 'puzzle', 'trophy', 'music', 'palette', 'clock', 'sparkles');
  CREATE TYPE "public"."enum__offers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_party_packages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__party_packages_v_version_pricing" AS ENUM('perChild', 'flat');
  CREATE TYPE "public"."enum__party_packages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_venue_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__venue_v_version_social_platform" AS ENUM('facebook', 'instagram', 'tiktok', 'x', 'youtube');
  CREATE TYPE "public"."enum__venue_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_landing_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__landing_page_v_version_hero_tiles_icon" AS ENUM('child', 'baby', 'bottle', 'castle', 'toy', 'slide', 'cake', 'party', 'gift', 'coffee', 'food', 'parking', 'ticket', 'star', 'heart', 'family', 'sun', 'puzzle', 'trophy', 'music', 'palette', 'clock', 'sparkles');
  CREATE TYPE "public"."enum__landing_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_booking_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__booking_settings_v_version_cancellation_rule" AS ENUM('hours_before_slot', 'before_visit_day');
  CREATE TYPE "public"."enum__booking_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_credit_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__credit_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_loyalty_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__loyalty_settings_v_version_tiers_level" AS ENUM('bronze', 'silver', 'gold', 'platinum');
  CREATE TYPE "public"."enum__loyalty_settings_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_ticket_types_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_last_edited_by_id" integer,
  	"version_key" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_price_pence" numeric,
  	"version_fee_pence" numeric,
  	"version_age_range" varchar,
  	"version_colour" varchar,
  	"version_counts_as_child" boolean DEFAULT false,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_active" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__ticket_types_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_menu_items_v_version_allergens" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__menu_items_v_version_allergens",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_menu_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_last_edited_by_id" integer,
  	"version_name" varchar,
  	"version_emoji" varchar,
  	"version_price_pence" numeric,
  	"version_description" varchar,
  	"version_menu_tab" "enum__menu_items_v_version_menu_tab",
  	"version_poster_category" "enum__menu_items_v_version_poster_category",
  	"version_popular" boolean DEFAULT false,
  	"version_image_id" integer,
  	"version_gourmet_description" varchar,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_active" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__menu_items_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_notice_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_last_edited_by_id" integer,
  	"version_text" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_type" "enum__notice_posts_v_version_type" DEFAULT 'announcement',
  	"version_likes" numeric DEFAULT 0,
  	"version_comments" numeric DEFAULT 0,
  	"version_shares" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__notice_posts_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_offers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_last_edited_by_id" integer,
  	"version_icon" "enum__offers_v_version_icon",
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_price_text" varchar,
  	"version_link_label" varchar,
  	"version_link_href" varchar,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_active" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__offers_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_party_packages_v_version_inclusions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_party_packages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_last_edited_by_id" integer,
  	"version_name" varchar,
  	"version_key" varchar,
  	"version_price_pence" numeric,
  	"version_pricing" "enum__party_packages_v_version_pricing" DEFAULT 'perChild',
  	"version_summary" varchar,
  	"version_recommended" boolean DEFAULT false,
  	"version_exclusive_use" boolean DEFAULT false,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_active" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__party_packages_v_version_status" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_venue_v_version_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"platform" "enum__venue_v_version_social_platform",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_venue_v_version_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar,
  	"hours" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_venue_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_edited_by_id" integer,
  	"version_name" varchar,
  	"version_tagline" varchar,
  	"version_copyright_year" numeric,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_address_line1" varchar,
  	"version_address_line2" varchar,
  	"version_address_town" varchar,
  	"version_address_county" varchar,
  	"version_address_postcode" varchar,
  	"version_maps_view_label" varchar DEFAULT 'View on Google Maps',
  	"version_maps_view_url" varchar,
  	"version_maps_directions_label" varchar DEFAULT 'Get Directions',
  	"version_maps_directions_url" varchar,
  	"version_directions_by_car" varchar,
  	"version_directions_by_bus" varchar,
  	"version_directions_by_train" varchar,
  	"version_parking_free_outside" varchar,
  	"version_parking_charges" varchar,
  	"version_contact_hours_note" varchar,
  	"version_kiosk_footer_hours" varchar,
  	"version_venue_hours" varchar,
  	"version__status" "enum__venue_v_version_status" DEFAULT 'published',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_landing_page_v_version_hero_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__landing_page_v_version_hero_tiles_icon",
  	"label" varchar,
  	"href" varchar,
  	"detail" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_page_v_version_about_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_page_v_version_age_guidelines_zones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"ages" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_page_v_version_pricing_entry_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_page_v_version_pricing_party_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_page_v_version_loyalty_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"detail" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_edited_by_id" integer,
  	"version_hero_heading" varchar,
  	"version_hero_subheading" varchar,
  	"version_hero_book_label" varchar,
  	"version_highlights_event_heading" varchar,
  	"version_highlights_event_button_label" varchar,
  	"version_highlights_social_heading" varchar,
  	"version_highlights_social_generic_title" varchar,
  	"version_highlights_social_generic_text" varchar,
  	"version_about_heading" varchar,
  	"version_about_body" varchar,
  	"version_activities_intro_heading" varchar,
  	"version_activities_intro_intro" varchar,
  	"version_age_guidelines_heading" varchar,
  	"version_age_guidelines_intro" varchar,
  	"version_pricing_heading" varchar,
  	"version_pricing_intro" varchar,
  	"version_pricing_entry_title" varchar,
  	"version_pricing_entry_from_text" varchar,
  	"version_pricing_entry_button_label" varchar,
  	"version_pricing_party_title" varchar,
  	"version_pricing_party_price_pence" numeric,
  	"version_pricing_party_button_label" varchar,
  	"version_offers_intro_heading" varchar,
  	"version_offers_intro_intro" varchar,
  	"version_loyalty_heading" varchar,
  	"version_loyalty_intro" varchar,
  	"version_loyalty_card_text" varchar,
  	"version_contact_heading" varchar,
  	"version_contact_intro" varchar,
  	"version_contact_form_heading" varchar,
  	"version_contact_form_intro" varchar,
  	"version__status" "enum__landing_page_v_version_status" DEFAULT 'published',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_booking_settings_v_version_slots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"start" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_booking_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_edited_by_id" integer,
  	"version_session_length_minutes" numeric DEFAULT 120,
  	"version_capacity_per_slot" numeric DEFAULT 40,
  	"version_low_availability_threshold" numeric DEFAULT 10,
  	"version_booking_window_months" numeric DEFAULT 1,
  	"version_hold_minutes" numeric DEFAULT 15,
  	"version_arrive_early_minutes" numeric DEFAULT 15,
  	"version_card_link_hold_hours" numeric DEFAULT 24,
  	"version_arrival_window_from" varchar DEFAULT '09:30',
  	"version_arrival_window_until" varchar DEFAULT '15:30',
  	"version_arrival_window_text" varchar DEFAULT 'Flexible arrival: arrive any time between 9:30 AM and 3:30 PM and enjoy exactly 2 hours of play from check-in.',
  	"version_bank_debit_min_days_ahead" numeric DEFAULT 5,
  	"version_cancellation_rule" "enum__booking_settings_v_version_cancellation_rule" DEFAULT 'hours_before_slot',
  	"version_cancellation_hours_before" numeric DEFAULT 24,
  	"version_cancellation_policy_text" varchar DEFAULT 'Cancellation: free up to 24 hours ahead; same-day cancellations are not refunded. Bank payments take 1-3 business days.',
  	"version_privacy_number_plate_days" numeric DEFAULT 30,
  	"version_privacy_inquiry_months" numeric DEFAULT 24,
  	"version__status" "enum__booking_settings_v_version_status" DEFAULT 'published',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_credit_settings_v_version_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_credit_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_edited_by_id" integer,
  	"version_available" boolean DEFAULT true,
  	"version_title" varchar DEFAULT '10 Session Credits',
  	"version_credits" numeric,
  	"version_price_pence" numeric,
  	"version_credit_ticket_type_id" integer,
  	"version__status" "enum__credit_settings_v_version_status" DEFAULT 'published',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_loyalty_settings_v_version_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"level" "enum__loyalty_settings_v_version_tiers_level",
  	"label" varchar,
  	"min_points" numeric,
  	"bonus_percent" numeric DEFAULT 0,
  	"bonus_weekends_only" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_loyalty_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_edited_by_id" integer,
  	"version_points_per_pound" numeric,
  	"version_welcome_bonus" numeric,
  	"version__status" "enum__loyalty_settings_v_version_status" DEFAULT 'published',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "ticket_types" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "ticket_types" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "ticket_types" ALTER COLUMN "price_pence" DROP NOT NULL;
  ALTER TABLE "ticket_types" ALTER COLUMN "fee_pence" DROP NOT NULL;
  ALTER TABLE "menu_items" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "menu_items" ALTER COLUMN "price_pence" DROP NOT NULL;
  ALTER TABLE "notice_posts" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "notice_posts" ALTER COLUMN "published_at" DROP NOT NULL;
  ALTER TABLE "notice_posts" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "notice_posts" ALTER COLUMN "likes" DROP NOT NULL;
  ALTER TABLE "notice_posts" ALTER COLUMN "comments" DROP NOT NULL;
  ALTER TABLE "notice_posts" ALTER COLUMN "shares" DROP NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "party_packages_inclusions" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "party_packages" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "party_packages" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "party_packages" ALTER COLUMN "price_pence" DROP NOT NULL;
  ALTER TABLE "party_packages" ALTER COLUMN "pricing" DROP NOT NULL;
  ALTER TABLE "venue_social" ALTER COLUMN "platform" DROP NOT NULL;
  ALTER TABLE "venue_social" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "venue_opening_hours" ALTER COLUMN "day" DROP NOT NULL;
  ALTER TABLE "venue_opening_hours" ALTER COLUMN "hours" DROP NOT NULL;
  ALTER TABLE "venue" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "venue" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "venue" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "venue" ALTER COLUMN "address_line1" DROP NOT NULL;
  ALTER TABLE "venue" ALTER COLUMN "address_town" DROP NOT NULL;
  ALTER TABLE "venue" ALTER COLUMN "address_postcode" DROP NOT NULL;
  ALTER TABLE "landing_page_hero_tiles" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "landing_page_hero_tiles" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "landing_page_hero_tiles" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "landing_page_about_highlights" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "landing_page_age_guidelines_zones" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "landing_page_age_guidelines_zones" ALTER COLUMN "ages" DROP NOT NULL;
  ALTER TABLE "landing_page_age_guidelines_zones" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "landing_page_pricing_entry_notes" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "landing_page_pricing_party_notes" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "landing_page_loyalty_tiers" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "landing_page_loyalty_tiers" ALTER COLUMN "detail" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "hero_heading" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "hero_subheading" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "hero_book_label" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "highlights_event_heading" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "highlights_event_button_label" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "highlights_social_heading" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "highlights_social_generic_title" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "highlights_social_generic_text" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "about_heading" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "about_body" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "activities_intro_heading" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "age_guidelines_heading" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "pricing_heading" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "pricing_entry_title" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "pricing_entry_from_text" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "pricing_entry_button_label" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "pricing_party_title" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "pricing_party_price_pence" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "pricing_party_button_label" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "offers_intro_heading" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "loyalty_heading" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "loyalty_intro" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "loyalty_card_text" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "contact_heading" DROP NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "contact_form_heading" DROP NOT NULL;
  ALTER TABLE "booking_settings_slots" ALTER COLUMN "start" DROP NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "session_length_minutes" DROP NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "capacity_per_slot" DROP NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "low_availability_threshold" DROP NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "booking_window_months" DROP NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "hold_minutes" DROP NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "arrive_early_minutes" DROP NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "card_link_hold_hours" DROP NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "arrival_window_from" DROP NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "arrival_window_until" DROP NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "arrival_window_text" DROP NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "bank_debit_min_days_ahead" DROP NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "cancellation_rule" DROP NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "cancellation_hours_before" DROP NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "cancellation_policy_text" DROP NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "privacy_number_plate_days" DROP NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "privacy_inquiry_months" DROP NOT NULL;
  ALTER TABLE "credit_settings_benefits" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "credit_settings" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "credit_settings" ALTER COLUMN "credits" DROP NOT NULL;
  ALTER TABLE "credit_settings" ALTER COLUMN "price_pence" DROP NOT NULL;
  ALTER TABLE "credit_settings" ALTER COLUMN "credit_ticket_type_id" DROP NOT NULL;
  ALTER TABLE "loyalty_settings_tiers" ALTER COLUMN "level" DROP NOT NULL;
  ALTER TABLE "loyalty_settings_tiers" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "loyalty_settings_tiers" ALTER COLUMN "min_points" DROP NOT NULL;
  ALTER TABLE "loyalty_settings_tiers" ALTER COLUMN "bonus_percent" DROP NOT NULL;
  ALTER TABLE "loyalty_settings" ALTER COLUMN "points_per_pound" DROP NOT NULL;
  ALTER TABLE "loyalty_settings" ALTER COLUMN "welcome_bonus" DROP NOT NULL;
  ALTER TABLE "ticket_types" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "ticket_types" ADD COLUMN "_status" "enum_ticket_types_status" DEFAULT 'published';
  ALTER TABLE "menu_items" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "menu_items" ADD COLUMN "_status" "enum_menu_items_status" DEFAULT 'published';
  ALTER TABLE "notice_posts" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "notice_posts" ADD COLUMN "_status" "enum_notice_posts_status" DEFAULT 'published';
  ALTER TABLE "offers" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "offers" ADD COLUMN "_status" "enum_offers_status" DEFAULT 'published';
  ALTER TABLE "party_packages" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "party_packages" ADD COLUMN "_status" "enum_party_packages_status" DEFAULT 'published';
  ALTER TABLE "venue" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "venue" ADD COLUMN "_status" "enum_venue_status" DEFAULT 'published';
  ALTER TABLE "landing_page" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "landing_page" ADD COLUMN "_status" "enum_landing_page_status" DEFAULT 'published';
  ALTER TABLE "booking_settings" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "booking_settings" ADD COLUMN "_status" "enum_booking_settings_status" DEFAULT 'published';
  ALTER TABLE "credit_settings" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "credit_settings" ADD COLUMN "_status" "enum_credit_settings_status" DEFAULT 'published';
  ALTER TABLE "loyalty_settings" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "loyalty_settings" ADD COLUMN "_status" "enum_loyalty_settings_status" DEFAULT 'published';
  ALTER TABLE "_ticket_types_v" ADD CONSTRAINT "_ticket_types_v_parent_id_ticket_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ticket_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ticket_types_v" ADD CONSTRAINT "_ticket_types_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_items_v_version_allergens" ADD CONSTRAINT "_menu_items_v_version_allergens_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_menu_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_items_v" ADD CONSTRAINT "_menu_items_v_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_items_v" ADD CONSTRAINT "_menu_items_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_items_v" ADD CONSTRAINT "_menu_items_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notice_posts_v" ADD CONSTRAINT "_notice_posts_v_parent_id_notice_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notice_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notice_posts_v" ADD CONSTRAINT "_notice_posts_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_parent_id_offers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_party_packages_v_version_inclusions" ADD CONSTRAINT "_party_packages_v_version_inclusions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_party_packages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_party_packages_v" ADD CONSTRAINT "_party_packages_v_parent_id_party_packages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."party_packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_party_packages_v" ADD CONSTRAINT "_party_packages_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_venue_v_version_social" ADD CONSTRAINT "_venue_v_version_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_venue_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_venue_v_version_opening_hours" ADD CONSTRAINT "_venue_v_version_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_venue_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_venue_v" ADD CONSTRAINT "_venue_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_page_v_version_hero_tiles" ADD CONSTRAINT "_landing_page_v_version_hero_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_page_v_version_about_highlights" ADD CONSTRAINT "_landing_page_v_version_about_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_page_v_version_age_guidelines_zones" ADD CONSTRAINT "_landing_page_v_version_age_guidelines_zones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_page_v_version_pricing_entry_notes" ADD CONSTRAINT "_landing_page_v_version_pricing_entry_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_page_v_version_pricing_party_notes" ADD CONSTRAINT "_landing_page_v_version_pricing_party_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_page_v_version_loyalty_tiers" ADD CONSTRAINT "_landing_page_v_version_loyalty_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_page_v" ADD CONSTRAINT "_landing_page_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_booking_settings_v_version_slots" ADD CONSTRAINT "_booking_settings_v_version_slots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_booking_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_booking_settings_v" ADD CONSTRAINT "_booking_settings_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_credit_settings_v_version_benefits" ADD CONSTRAINT "_credit_settings_v_version_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_credit_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_credit_settings_v" ADD CONSTRAINT "_credit_settings_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_credit_settings_v" ADD CONSTRAINT "_credit_settings_v_version_credit_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("version_credit_ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_loyalty_settings_v_version_tiers" ADD CONSTRAINT "_loyalty_settings_v_version_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_loyalty_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_loyalty_settings_v" ADD CONSTRAINT "_loyalty_settings_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_ticket_types_v_parent_idx" ON "_ticket_types_v" USING btree ("parent_id");
  CREATE INDEX "_ticket_types_v_version_version_last_edited_by_idx" ON "_ticket_types_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_ticket_types_v_version_version_key_idx" ON "_ticket_types_v" USING btree ("version_key");
  CREATE INDEX "_ticket_types_v_version_version_updated_at_idx" ON "_ticket_types_v" USING btree ("version_updated_at");
  CREATE INDEX "_ticket_types_v_version_version_created_at_idx" ON "_ticket_types_v" USING btree ("version_created_at");
  CREATE INDEX "_ticket_types_v_version_version__status_idx" ON "_ticket_types_v" USING btree ("version__status");
  CREATE INDEX "_ticket_types_v_created_at_idx" ON "_ticket_types_v" USING btree ("created_at");
  CREATE INDEX "_ticket_types_v_updated_at_idx" ON "_ticket_types_v" USING btree ("updated_at");
  CREATE INDEX "_ticket_types_v_latest_idx" ON "_ticket_types_v" USING btree ("latest");
  CREATE INDEX "_menu_items_v_version_allergens_order_idx" ON "_menu_items_v_version_allergens" USING btree ("order");
  CREATE INDEX "_menu_items_v_version_allergens_parent_idx" ON "_menu_items_v_version_allergens" USING btree ("parent_id");
  CREATE INDEX "_menu_items_v_parent_idx" ON "_menu_items_v" USING btree ("parent_id");
  CREATE INDEX "_menu_items_v_version_version_last_edited_by_idx" ON "_menu_items_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_menu_items_v_version_version_image_idx" ON "_menu_items_v" USING btree ("version_image_id");
  CREATE INDEX "_menu_items_v_version_version_updated_at_idx" ON "_menu_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_menu_items_v_version_version_created_at_idx" ON "_menu_items_v" USING btree ("version_created_at");
  CREATE INDEX "_menu_items_v_version_version__status_idx" ON "_menu_items_v" USING btree ("version__status");
  CREATE INDEX "_menu_items_v_created_at_idx" ON "_menu_items_v" USING btree ("created_at");
  CREATE INDEX "_menu_items_v_updated_at_idx" ON "_menu_items_v" USING btree ("updated_at");
  CREATE INDEX "_menu_items_v_latest_idx" ON "_menu_items_v" USING btree ("latest");
  CREATE INDEX "_notice_posts_v_parent_idx" ON "_notice_posts_v" USING btree ("parent_id");
  CREATE INDEX "_notice_posts_v_version_version_last_edited_by_idx" ON "_notice_posts_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_notice_posts_v_version_version_published_at_idx" ON "_notice_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_notice_posts_v_version_version_updated_at_idx" ON "_notice_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_notice_posts_v_version_version_created_at_idx" ON "_notice_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_notice_posts_v_version_version__status_idx" ON "_notice_posts_v" USING btree ("version__status");
  CREATE INDEX "_notice_posts_v_created_at_idx" ON "_notice_posts_v" USING btree ("created_at");
  CREATE INDEX "_notice_posts_v_updated_at_idx" ON "_notice_posts_v" USING btree ("updated_at");
  CREATE INDEX "_notice_posts_v_latest_idx" ON "_notice_posts_v" USING btree ("latest");
  CREATE INDEX "_offers_v_parent_idx" ON "_offers_v" USING btree ("parent_id");
  CREATE INDEX "_offers_v_version_version_last_edited_by_idx" ON "_offers_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_offers_v_version_version_updated_at_idx" ON "_offers_v" USING btree ("version_updated_at");
  CREATE INDEX "_offers_v_version_version_created_at_idx" ON "_offers_v" USING btree ("version_created_at");
  CREATE INDEX "_offers_v_version_version__status_idx" ON "_offers_v" USING btree ("version__status");
  CREATE INDEX "_offers_v_created_at_idx" ON "_offers_v" USING btree ("created_at");
  CREATE INDEX "_offers_v_updated_at_idx" ON "_offers_v" USING btree ("updated_at");
  CREATE INDEX "_offers_v_latest_idx" ON "_offers_v" USING btree ("latest");
  CREATE INDEX "_party_packages_v_version_inclusions_order_idx" ON "_party_packages_v_version_inclusions" USING btree ("_order");
  CREATE INDEX "_party_packages_v_version_inclusions_parent_id_idx" ON "_party_packages_v_version_inclusions" USING btree ("_parent_id");
  CREATE INDEX "_party_packages_v_parent_idx" ON "_party_packages_v" USING btree ("parent_id");
  CREATE INDEX "_party_packages_v_version_version_last_edited_by_idx" ON "_party_packages_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_party_packages_v_version_version_key_idx" ON "_party_packages_v" USING btree ("version_key");
  CREATE INDEX "_party_packages_v_version_version_updated_at_idx" ON "_party_packages_v" USING btree ("version_updated_at");
  CREATE INDEX "_party_packages_v_version_version_created_at_idx" ON "_party_packages_v" USING btree ("version_created_at");
  CREATE INDEX "_party_packages_v_version_version__status_idx" ON "_party_packages_v" USING btree ("version__status");
  CREATE INDEX "_party_packages_v_created_at_idx" ON "_party_packages_v" USING btree ("created_at");
  CREATE INDEX "_party_packages_v_updated_at_idx" ON "_party_packages_v" USING btree ("updated_at");
  CREATE INDEX "_party_packages_v_latest_idx" ON "_party_packages_v" USING btree ("latest");
  CREATE INDEX "_venue_v_version_social_order_idx" ON "_venue_v_version_social" USING btree ("_order");
  CREATE INDEX "_venue_v_version_social_parent_id_idx" ON "_venue_v_version_social" USING btree ("_parent_id");
  CREATE INDEX "_venue_v_version_opening_hours_order_idx" ON "_venue_v_version_opening_hours" USING btree ("_order");
  CREATE INDEX "_venue_v_version_opening_hours_parent_id_idx" ON "_venue_v_version_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "_venue_v_version_version_last_edited_by_idx" ON "_venue_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_venue_v_version_version__status_idx" ON "_venue_v" USING btree ("version__status");
  CREATE INDEX "_venue_v_created_at_idx" ON "_venue_v" USING btree ("created_at");
  CREATE INDEX "_venue_v_updated_at_idx" ON "_venue_v" USING btree ("updated_at");
  CREATE INDEX "_venue_v_latest_idx" ON "_venue_v" USING btree ("latest");
  CREATE INDEX "_landing_page_v_version_hero_tiles_order_idx" ON "_landing_page_v_version_hero_tiles" USING btree ("_order");
  CREATE INDEX "_landing_page_v_version_hero_tiles_parent_id_idx" ON "_landing_page_v_version_hero_tiles" USING btree ("_parent_id");
  CREATE INDEX "_landing_page_v_version_about_highlights_order_idx" ON "_landing_page_v_version_about_highlights" USING btree ("_order");
  CREATE INDEX "_landing_page_v_version_about_highlights_parent_id_idx" ON "_landing_page_v_version_about_highlights" USING btree ("_parent_id");
  CREATE INDEX "_landing_page_v_version_age_guidelines_zones_order_idx" ON "_landing_page_v_version_age_guidelines_zones" USING btree ("_order");
  CREATE INDEX "_landing_page_v_version_age_guidelines_zones_parent_id_idx" ON "_landing_page_v_version_age_guidelines_zones" USING btree ("_parent_id");
  CREATE INDEX "_landing_page_v_version_pricing_entry_notes_order_idx" ON "_landing_page_v_version_pricing_entry_notes" USING btree ("_order");
  CREATE INDEX "_landing_page_v_version_pricing_entry_notes_parent_id_idx" ON "_landing_page_v_version_pricing_entry_notes" USING btree ("_parent_id");
  CREATE INDEX "_landing_page_v_version_pricing_party_notes_order_idx" ON "_landing_page_v_version_pricing_party_notes" USING btree ("_order");
  CREATE INDEX "_landing_page_v_version_pricing_party_notes_parent_id_idx" ON "_landing_page_v_version_pricing_party_notes" USING btree ("_parent_id");
  CREATE INDEX "_landing_page_v_version_loyalty_tiers_order_idx" ON "_landing_page_v_version_loyalty_tiers" USING btree ("_order");
  CREATE INDEX "_landing_page_v_version_loyalty_tiers_parent_id_idx" ON "_landing_page_v_version_loyalty_tiers" USING btree ("_parent_id");
  CREATE INDEX "_landing_page_v_version_version_last_edited_by_idx" ON "_landing_page_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_landing_page_v_version_version__status_idx" ON "_landing_page_v" USING btree ("version__status");
  CREATE INDEX "_landing_page_v_created_at_idx" ON "_landing_page_v" USING btree ("created_at");
  CREATE INDEX "_landing_page_v_updated_at_idx" ON "_landing_page_v" USING btree ("updated_at");
  CREATE INDEX "_landing_page_v_latest_idx" ON "_landing_page_v" USING btree ("latest");
  CREATE INDEX "_booking_settings_v_version_slots_order_idx" ON "_booking_settings_v_version_slots" USING btree ("_order");
  CREATE INDEX "_booking_settings_v_version_slots_parent_id_idx" ON "_booking_settings_v_version_slots" USING btree ("_parent_id");
  CREATE INDEX "_booking_settings_v_version_version_last_edited_by_idx" ON "_booking_settings_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_booking_settings_v_version_version__status_idx" ON "_booking_settings_v" USING btree ("version__status");
  CREATE INDEX "_booking_settings_v_created_at_idx" ON "_booking_settings_v" USING btree ("created_at");
  CREATE INDEX "_booking_settings_v_updated_at_idx" ON "_booking_settings_v" USING btree ("updated_at");
  CREATE INDEX "_booking_settings_v_latest_idx" ON "_booking_settings_v" USING btree ("latest");
  CREATE INDEX "_credit_settings_v_version_benefits_order_idx" ON "_credit_settings_v_version_benefits" USING btree ("_order");
  CREATE INDEX "_credit_settings_v_version_benefits_parent_id_idx" ON "_credit_settings_v_version_benefits" USING btree ("_parent_id");
  CREATE INDEX "_credit_settings_v_version_version_last_edited_by_idx" ON "_credit_settings_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_credit_settings_v_version_version_credit_ticket_type_idx" ON "_credit_settings_v" USING btree ("version_credit_ticket_type_id");
  CREATE INDEX "_credit_settings_v_version_version__status_idx" ON "_credit_settings_v" USING btree ("version__status");
  CREATE INDEX "_credit_settings_v_created_at_idx" ON "_credit_settings_v" USING btree ("created_at");
  CREATE INDEX "_credit_settings_v_updated_at_idx" ON "_credit_settings_v" USING btree ("updated_at");
  CREATE INDEX "_credit_settings_v_latest_idx" ON "_credit_settings_v" USING btree ("latest");
  CREATE INDEX "_loyalty_settings_v_version_tiers_order_idx" ON "_loyalty_settings_v_version_tiers" USING btree ("_order");
  CREATE INDEX "_loyalty_settings_v_version_tiers_parent_id_idx" ON "_loyalty_settings_v_version_tiers" USING btree ("_parent_id");
  CREATE INDEX "_loyalty_settings_v_version_version_last_edited_by_idx" ON "_loyalty_settings_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_loyalty_settings_v_version_version__status_idx" ON "_loyalty_settings_v" USING btree ("version__status");
  CREATE INDEX "_loyalty_settings_v_created_at_idx" ON "_loyalty_settings_v" USING btree ("created_at");
  CREATE INDEX "_loyalty_settings_v_updated_at_idx" ON "_loyalty_settings_v" USING btree ("updated_at");
  CREATE INDEX "_loyalty_settings_v_latest_idx" ON "_loyalty_settings_v" USING btree ("latest");
  ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notice_posts" ADD CONSTRAINT "notice_posts_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "party_packages" ADD CONSTRAINT "party_packages_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "venue" ADD CONSTRAINT "venue_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landing_page" ADD CONSTRAINT "landing_page_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_settings" ADD CONSTRAINT "credit_settings_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "loyalty_settings" ADD CONSTRAINT "loyalty_settings_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "ticket_types_last_edited_by_idx" ON "ticket_types" USING btree ("last_edited_by_id");
  CREATE INDEX "ticket_types__status_idx" ON "ticket_types" USING btree ("_status");
  CREATE INDEX "menu_items_last_edited_by_idx" ON "menu_items" USING btree ("last_edited_by_id");
  CREATE INDEX "menu_items__status_idx" ON "menu_items" USING btree ("_status");
  CREATE INDEX "notice_posts_last_edited_by_idx" ON "notice_posts" USING btree ("last_edited_by_id");
  CREATE INDEX "notice_posts__status_idx" ON "notice_posts" USING btree ("_status");
  CREATE INDEX "offers_last_edited_by_idx" ON "offers" USING btree ("last_edited_by_id");
  CREATE INDEX "offers__status_idx" ON "offers" USING btree ("_status");
  CREATE INDEX "party_packages_last_edited_by_idx" ON "party_packages" USING btree ("last_edited_by_id");
  CREATE INDEX "party_packages__status_idx" ON "party_packages" USING btree ("_status");
  CREATE INDEX "venue_last_edited_by_idx" ON "venue" USING btree ("last_edited_by_id");
  CREATE INDEX "venue__status_idx" ON "venue" USING btree ("_status");
  CREATE INDEX "landing_page_last_edited_by_idx" ON "landing_page" USING btree ("last_edited_by_id");
  CREATE INDEX "landing_page__status_idx" ON "landing_page" USING btree ("_status");
  CREATE INDEX "booking_settings_last_edited_by_idx" ON "booking_settings" USING btree ("last_edited_by_id");
  CREATE INDEX "booking_settings__status_idx" ON "booking_settings" USING btree ("_status");
  CREATE INDEX "credit_settings_last_edited_by_idx" ON "credit_settings" USING btree ("last_edited_by_id");
  CREATE INDEX "credit_settings__status_idx" ON "credit_settings" USING btree ("_status");
  CREATE INDEX "loyalty_settings_last_edited_by_idx" ON "loyalty_settings" USING btree ("last_edited_by_id");
  CREATE INDEX "loyalty_settings__status_idx" ON "loyalty_settings" USING btree ("_status");`)

  // Issue 27 part 1 (ADR 23): what each document and setting says today becomes its first version,
  // so the first edit after this migration can be seen and undone. A fresh database has no content
  // yet (the seed runs after the migrations): nothing to copy.
  //
  // The copy reads through the Local API, which selects every column today's config has: a column
  // added to these tables by a later migration does not exist yet when this one runs. So an empty
  // table (every fresh database) is skipped before the Local API touches it; a database with
  // content from before this migration is upgraded through the release that brought it.
  const hasRows = async (table: string) =>
    Boolean((await db.execute(sql`select exists (select 1 from ${sql.identifier(table)}) as "any"`)).rows[0]?.any)
  for (const collection of ['ticket-types', 'party-packages', 'menu-items', 'offers', 'notice-posts'] as const) {
    if (!(await hasRows(collection.replaceAll('-', '_')))) continue
    const { docs } = await payload.find({ collection, depth: 0, pagination: false, req, overrideAccess: true })
    for (const doc of docs)
      await payload.db.createVersion({
        collectionSlug: collection,
        parent: doc.id,
        versionData: { ...doc, _status: 'published' },
        autosave: false,
        createdAt: doc.updatedAt,
        updatedAt: doc.updatedAt,
        req,
      })
  }
  for (const slug of ['venue', 'landing-page', 'booking-settings', 'credit-settings', 'loyalty-settings'] as const) {
    if (!(await hasRows(slug.replaceAll('-', '_')))) continue
    const global = await payload.findGlobal({ slug, depth: 0, req, overrideAccess: true })
    if (!global.updatedAt) continue
    await payload.db.createGlobalVersion({
      globalSlug: slug,
      versionData: { ...global, _status: 'published' },
      autosave: false,
      createdAt: global.updatedAt,
      updatedAt: global.updatedAt,
      req,
    })
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_ticket_types_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_items_v_version_allergens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_notice_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_party_packages_v_version_inclusions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_party_packages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_venue_v_version_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_venue_v_version_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_venue_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_page_v_version_hero_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_page_v_version_about_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_page_v_version_age_guidelines_zones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_page_v_version_pricing_entry_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_page_v_version_pricing_party_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_page_v_version_loyalty_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_booking_settings_v_version_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_booking_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_credit_settings_v_version_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_credit_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_loyalty_settings_v_version_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_loyalty_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_ticket_types_v" CASCADE;
  DROP TABLE "_menu_items_v_version_allergens" CASCADE;
  DROP TABLE "_menu_items_v" CASCADE;
  DROP TABLE "_notice_posts_v" CASCADE;
  DROP TABLE "_offers_v" CASCADE;
  DROP TABLE "_party_packages_v_version_inclusions" CASCADE;
  DROP TABLE "_party_packages_v" CASCADE;
  DROP TABLE "_venue_v_version_social" CASCADE;
  DROP TABLE "_venue_v_version_opening_hours" CASCADE;
  DROP TABLE "_venue_v" CASCADE;
  DROP TABLE "_landing_page_v_version_hero_tiles" CASCADE;
  DROP TABLE "_landing_page_v_version_about_highlights" CASCADE;
  DROP TABLE "_landing_page_v_version_age_guidelines_zones" CASCADE;
  DROP TABLE "_landing_page_v_version_pricing_entry_notes" CASCADE;
  DROP TABLE "_landing_page_v_version_pricing_party_notes" CASCADE;
  DROP TABLE "_landing_page_v_version_loyalty_tiers" CASCADE;
  DROP TABLE "_landing_page_v" CASCADE;
  DROP TABLE "_booking_settings_v_version_slots" CASCADE;
  DROP TABLE "_booking_settings_v" CASCADE;
  DROP TABLE "_credit_settings_v_version_benefits" CASCADE;
  DROP TABLE "_credit_settings_v" CASCADE;
  DROP TABLE "_loyalty_settings_v_version_tiers" CASCADE;
  DROP TABLE "_loyalty_settings_v" CASCADE;
  ALTER TABLE "ticket_types" DROP CONSTRAINT "ticket_types_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "notice_posts" DROP CONSTRAINT "notice_posts_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "offers" DROP CONSTRAINT "offers_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "party_packages" DROP CONSTRAINT "party_packages_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "venue" DROP CONSTRAINT "venue_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "landing_page" DROP CONSTRAINT "landing_page_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "booking_settings" DROP CONSTRAINT "booking_settings_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "credit_settings" DROP CONSTRAINT "credit_settings_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "loyalty_settings" DROP CONSTRAINT "loyalty_settings_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'expireHolds', 'reconcilePayments', 'resumeStaffRefunds', 'queueBookingReminders', 'markNoShows', 'refundBooking', 'recordBookingReceipt', 'sendBookingEmail', 'purgeVerifications', 'sendCreditReceipt', 'reconcileCreditPurchases', 'autoCheckOut', 'purgeKioskRequests', 'privacyRetention');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendQueuedEmail', 'expireHolds', 'reconcilePayments', 'resumeStaffRefunds', 'queueBookingReminders', 'markNoShows', 'refundBooking', 'recordBookingReceipt', 'sendBookingEmail', 'purgeVerifications', 'sendCreditReceipt', 'reconcileCreditPurchases', 'autoCheckOut', 'purgeKioskRequests', 'privacyRetention');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "ticket_types_last_edited_by_idx";
  DROP INDEX "ticket_types__status_idx";
  DROP INDEX "menu_items_last_edited_by_idx";
  DROP INDEX "menu_items__status_idx";
  DROP INDEX "notice_posts_last_edited_by_idx";
  DROP INDEX "notice_posts__status_idx";
  DROP INDEX "offers_last_edited_by_idx";
  DROP INDEX "offers__status_idx";
  DROP INDEX "party_packages_last_edited_by_idx";
  DROP INDEX "party_packages__status_idx";
  DROP INDEX "venue_last_edited_by_idx";
  DROP INDEX "venue__status_idx";
  DROP INDEX "landing_page_last_edited_by_idx";
  DROP INDEX "landing_page__status_idx";
  DROP INDEX "booking_settings_last_edited_by_idx";
  DROP INDEX "booking_settings__status_idx";
  DROP INDEX "credit_settings_last_edited_by_idx";
  DROP INDEX "credit_settings__status_idx";
  DROP INDEX "loyalty_settings_last_edited_by_idx";
  DROP INDEX "loyalty_settings__status_idx";
  ALTER TABLE "ticket_types" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "ticket_types" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "ticket_types" ALTER COLUMN "price_pence" SET NOT NULL;
  ALTER TABLE "ticket_types" ALTER COLUMN "fee_pence" SET NOT NULL;
  ALTER TABLE "menu_items" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "menu_items" ALTER COLUMN "price_pence" SET NOT NULL;
  ALTER TABLE "notice_posts" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "notice_posts" ALTER COLUMN "published_at" SET NOT NULL;
  ALTER TABLE "notice_posts" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "notice_posts" ALTER COLUMN "likes" SET NOT NULL;
  ALTER TABLE "notice_posts" ALTER COLUMN "comments" SET NOT NULL;
  ALTER TABLE "notice_posts" ALTER COLUMN "shares" SET NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "party_packages_inclusions" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "party_packages" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "party_packages" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "party_packages" ALTER COLUMN "price_pence" SET NOT NULL;
  ALTER TABLE "party_packages" ALTER COLUMN "pricing" SET NOT NULL;
  ALTER TABLE "venue_social" ALTER COLUMN "platform" SET NOT NULL;
  ALTER TABLE "venue_social" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "venue_opening_hours" ALTER COLUMN "day" SET NOT NULL;
  ALTER TABLE "venue_opening_hours" ALTER COLUMN "hours" SET NOT NULL;
  ALTER TABLE "venue" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "venue" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "venue" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "venue" ALTER COLUMN "address_line1" SET NOT NULL;
  ALTER TABLE "venue" ALTER COLUMN "address_town" SET NOT NULL;
  ALTER TABLE "venue" ALTER COLUMN "address_postcode" SET NOT NULL;
  ALTER TABLE "landing_page_hero_tiles" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "landing_page_hero_tiles" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "landing_page_hero_tiles" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "landing_page_about_highlights" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "landing_page_age_guidelines_zones" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "landing_page_age_guidelines_zones" ALTER COLUMN "ages" SET NOT NULL;
  ALTER TABLE "landing_page_age_guidelines_zones" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "landing_page_pricing_entry_notes" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "landing_page_pricing_party_notes" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "landing_page_loyalty_tiers" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "landing_page_loyalty_tiers" ALTER COLUMN "detail" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "hero_heading" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "hero_subheading" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "hero_book_label" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "highlights_event_heading" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "highlights_event_button_label" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "highlights_social_heading" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "highlights_social_generic_title" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "highlights_social_generic_text" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "about_heading" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "about_body" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "activities_intro_heading" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "age_guidelines_heading" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "pricing_heading" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "pricing_entry_title" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "pricing_entry_from_text" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "pricing_entry_button_label" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "pricing_party_title" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "pricing_party_price_pence" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "pricing_party_button_label" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "offers_intro_heading" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "loyalty_heading" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "loyalty_intro" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "loyalty_card_text" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "contact_heading" SET NOT NULL;
  ALTER TABLE "landing_page" ALTER COLUMN "contact_form_heading" SET NOT NULL;
  ALTER TABLE "booking_settings_slots" ALTER COLUMN "start" SET NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "session_length_minutes" SET NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "capacity_per_slot" SET NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "low_availability_threshold" SET NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "booking_window_months" SET NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "hold_minutes" SET NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "arrive_early_minutes" SET NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "card_link_hold_hours" SET NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "arrival_window_from" SET NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "arrival_window_until" SET NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "arrival_window_text" SET NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "bank_debit_min_days_ahead" SET NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "cancellation_rule" SET NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "cancellation_hours_before" SET NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "cancellation_policy_text" SET NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "privacy_number_plate_days" SET NOT NULL;
  ALTER TABLE "booking_settings" ALTER COLUMN "privacy_inquiry_months" SET NOT NULL;
  ALTER TABLE "credit_settings_benefits" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "credit_settings" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "credit_settings" ALTER COLUMN "credits" SET NOT NULL;
  ALTER TABLE "credit_settings" ALTER COLUMN "price_pence" SET NOT NULL;
  ALTER TABLE "credit_settings" ALTER COLUMN "credit_ticket_type_id" SET NOT NULL;
  ALTER TABLE "loyalty_settings_tiers" ALTER COLUMN "level" SET NOT NULL;
  ALTER TABLE "loyalty_settings_tiers" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "loyalty_settings_tiers" ALTER COLUMN "min_points" SET NOT NULL;
  ALTER TABLE "loyalty_settings_tiers" ALTER COLUMN "bonus_percent" SET NOT NULL;
  ALTER TABLE "loyalty_settings" ALTER COLUMN "points_per_pound" SET NOT NULL;
  ALTER TABLE "loyalty_settings" ALTER COLUMN "welcome_bonus" SET NOT NULL;
  ALTER TABLE "ticket_types" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "ticket_types" DROP COLUMN "_status";
  ALTER TABLE "menu_items" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "menu_items" DROP COLUMN "_status";
  ALTER TABLE "notice_posts" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "notice_posts" DROP COLUMN "_status";
  ALTER TABLE "offers" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "offers" DROP COLUMN "_status";
  ALTER TABLE "party_packages" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "party_packages" DROP COLUMN "_status";
  ALTER TABLE "venue" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "venue" DROP COLUMN "_status";
  ALTER TABLE "landing_page" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "landing_page" DROP COLUMN "_status";
  ALTER TABLE "booking_settings" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "booking_settings" DROP COLUMN "_status";
  ALTER TABLE "credit_settings" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "credit_settings" DROP COLUMN "_status";
  ALTER TABLE "loyalty_settings" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "loyalty_settings" DROP COLUMN "_status";
  DROP TYPE "public"."enum_ticket_types_status";
  DROP TYPE "public"."enum__ticket_types_v_version_status";
  DROP TYPE "public"."enum_menu_items_status";
  DROP TYPE "public"."enum__menu_items_v_version_allergens";
  DROP TYPE "public"."enum__menu_items_v_version_menu_tab";
  DROP TYPE "public"."enum__menu_items_v_version_poster_category";
  DROP TYPE "public"."enum__menu_items_v_version_status";
  DROP TYPE "public"."enum_notice_posts_status";
  DROP TYPE "public"."enum__notice_posts_v_version_type";
  DROP TYPE "public"."enum__notice_posts_v_version_status";
  DROP TYPE "public"."enum_offers_status";
  DROP TYPE "public"."enum__offers_v_version_icon";
  DROP TYPE "public"."enum__offers_v_version_status";
  DROP TYPE "public"."enum_party_packages_status";
  DROP TYPE "public"."enum__party_packages_v_version_pricing";
  DROP TYPE "public"."enum__party_packages_v_version_status";
  DROP TYPE "public"."enum_venue_status";
  DROP TYPE "public"."enum__venue_v_version_social_platform";
  DROP TYPE "public"."enum__venue_v_version_status";
  DROP TYPE "public"."enum_landing_page_status";
  DROP TYPE "public"."enum__landing_page_v_version_hero_tiles_icon";
  DROP TYPE "public"."enum__landing_page_v_version_status";
  DROP TYPE "public"."enum_booking_settings_status";
  DROP TYPE "public"."enum__booking_settings_v_version_cancellation_rule";
  DROP TYPE "public"."enum__booking_settings_v_version_status";
  DROP TYPE "public"."enum_credit_settings_status";
  DROP TYPE "public"."enum__credit_settings_v_version_status";
  DROP TYPE "public"."enum_loyalty_settings_status";
  DROP TYPE "public"."enum__loyalty_settings_v_version_tiers_level";
  DROP TYPE "public"."enum__loyalty_settings_v_version_status";`)
}
