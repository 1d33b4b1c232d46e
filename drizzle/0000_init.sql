CREATE TABLE "career_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"experience" text NOT NULL,
	"portfolio" text,
	"social_handles" text,
	"follower_count" text,
	"campaign_experience" text,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"target" text NOT NULL,
	"tale" text NOT NULL,
	"style" text,
	"length" text,
	"voice_narration" boolean DEFAULT false NOT NULL,
	"deadline" text,
	"final_wishes" text,
	"status" text DEFAULT 'new' NOT NULL,
	"quote_cents" integer,
	"order_id" uuid,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drawings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"week_of" date NOT NULL,
	"entry_id" uuid,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drawings_week_of_unique" UNIQUE("week_of")
);
--> statement-breakpoint
CREATE TABLE "free_sample_usage" (
	"client_key" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lightning_roast_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"target_name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scroll_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"target_name" text NOT NULL,
	"recipient_email" text,
	"scroll" jsonb,
	"written_by" text,
	"composed_at" timestamp with time zone,
	"pdf_file_key" text,
	"narration_file_key" text,
	"rendered_at" timestamp with time zone,
	"message_id" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_metrics" (
	"date" text PRIMARY KEY NOT NULL,
	"total_orders" integer DEFAULT 0 NOT NULL,
	"total_revenue_cents" integer DEFAULT 0 NOT NULL,
	"light_rant_count" integer DEFAULT 0 NOT NULL,
	"scroll_fury_count" integer DEFAULT 0 NOT NULL,
	"epic_commission_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "early_bird_slots" (
	"slot" integer PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "early_bird_slots_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"scroll_type" text NOT NULL,
	"reason" text,
	"tone" text,
	"writing_style" text,
	"intensity" text,
	"special_instructions" text,
	"scroll_text" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"kind" text NOT NULL,
	"scroll_type" text NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"recipient_name" text,
	"recipient_email" text,
	"target_name" text NOT NULL,
	"grievance" text DEFAULT '' NOT NULL,
	"intensity" integer,
	"style" text,
	"tone" text,
	"specific_requests" text,
	"generational_context" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"anonymous_delivery" boolean DEFAULT false NOT NULL,
	"delivery_speed" text DEFAULT 'standard' NOT NULL,
	"bundle_id" text,
	"bundle_reason" text,
	"additional_details" text,
	"base_price_cents" integer DEFAULT 0 NOT NULL,
	"immediate_delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"phone_delivery" boolean DEFAULT false NOT NULL,
	"phone_delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"priority_delivery" boolean DEFAULT false NOT NULL,
	"priority_delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"extra_rapid_delivery" boolean DEFAULT false NOT NULL,
	"extra_rapid_delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"physical_delivery" boolean DEFAULT false NOT NULL,
	"physical_delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"mailing_address" text,
	"upsells_fee_cents" integer DEFAULT 0 NOT NULL,
	"discount_kind" text,
	"discount_code" text,
	"discount_percent" integer,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_price_cents" integer NOT NULL,
	"quote_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_list" text DEFAULT 'list' NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"partner_ref" text,
	"payment_provider" text,
	"payment_session_id" text,
	"paid_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"hold_after_draft" boolean DEFAULT false NOT NULL,
	"receipt_message_id" text,
	"receipt_sent_at" timestamp with time zone,
	"scroll_text" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_total_non_negative" CHECK ("orders"."total_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_cents" integer NOT NULL,
	"url" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "partner_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"partner_slug" text NOT NULL,
	"order_id" uuid NOT NULL,
	"commission_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "partner_payouts_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "partner_payouts_commission_non_negative" CHECK ("partner_payouts"."commission_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"payout_pct" numeric(5, 2) DEFAULT 40 NOT NULL,
	"payment_link_url" text,
	"discount_code" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_slug_unique" UNIQUE("slug"),
	CONSTRAINT "partners_discount_code_unique" UNIQUE("discount_code"),
	CONSTRAINT "partners_slug_format" CHECK ("partners"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "partners_payout_pct_range" CHECK ("partners"."payout_pct" >= 0 and "partners"."payout_pct" <= 100),
	CONSTRAINT "partners_discount_code_upper" CHECK ("partners"."discount_code" = upper("partners"."discount_code"))
);
--> statement-breakpoint
CREATE TABLE "not_found_hits" (
	"path" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"eml_file" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"original_name" text,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commission_requests" ADD CONSTRAINT "commission_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawings" ADD CONSTRAINT "drawings_entry_id_lightning_roast_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."lightning_roast_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scroll_deliveries" ADD CONSTRAINT "scroll_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_targets" ADD CONSTRAINT "order_targets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_applications_created_at_idx" ON "career_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "commission_requests_created_at_idx" ON "commission_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "free_sample_usage_client_day_idx" ON "free_sample_usage" USING btree ("client_key","day");--> statement-breakpoint
CREATE INDEX "lightning_roast_entries_created_at_idx" ON "lightning_roast_entries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scroll_deliveries_order_position_idx" ON "scroll_deliveries" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "scroll_deliveries_message_idx" ON "scroll_deliveries" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_targets_order_position_idx" ON "order_targets" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_partner_ref_created_at_idx" ON "orders" USING btree ("partner_ref","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_session_idx" ON "orders" USING btree ("payment_session_id");--> statement-breakpoint
CREATE INDEX "payment_sessions_order_idx" ON "payment_sessions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_session_idx" ON "payments" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "partner_payouts_slug_idx" ON "partner_payouts" USING btree ("partner_slug","status");--> statement-breakpoint
CREATE INDEX "partners_created_at_idx" ON "partners" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_message_id_idx" ON "outbox_messages" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_bucket_key_idx" ON "stored_files" USING btree ("bucket","key");--> statement-breakpoint
CREATE INDEX "stored_files_bucket_created_idx" ON "stored_files" USING btree ("bucket","created_at");