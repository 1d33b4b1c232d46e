CREATE TABLE "commission_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"delivery_days" integer NOT NULL,
	"message" text NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_quotes_token_unique" UNIQUE("token"),
	CONSTRAINT "commission_quotes_price_positive" CHECK ("commission_quotes"."price_cents" > 0),
	CONSTRAINT "commission_quotes_delivery_days_positive" CHECK ("commission_quotes"."delivery_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"minimum_cents" integer NOT NULL,
	"partner_count" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" uuid
);
--> statement-breakpoint
CREATE TABLE "staff_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_payouts" DROP CONSTRAINT "partner_payouts_order_id_unique";--> statement-breakpoint
ALTER TABLE "partner_payouts" DROP CONSTRAINT "partner_payouts_commission_non_negative";--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "review_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "commission_requests" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commission_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commission_requests" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "self_referral" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "kind" text DEFAULT 'commission' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "payout_run_id" uuid;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commission_quotes" ADD CONSTRAINT "commission_quotes_request_id_commission_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."commission_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_quotes" ADD CONSTRAINT "commission_quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_quotes" ADD CONSTRAINT "commission_quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_quotes_request_idx" ON "commission_quotes" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_actions_subject_idx" ON "staff_actions" USING btree ("subject","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_actions_created_idx" ON "staff_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_notes_subject_idx" ON "staff_notes" USING btree ("subject","subject_id","created_at");--> statement-breakpoint
ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_requests" ADD CONSTRAINT "commission_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_payout_run_id_payout_runs_id_fk" FOREIGN KEY ("payout_run_id") REFERENCES "public"."payout_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_payouts_order_kind_idx" ON "partner_payouts" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "partner_payouts_run_idx" ON "partner_payouts" USING btree ("payout_run_id");--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_sign" CHECK (("partner_payouts"."kind" = 'commission' and "partner_payouts"."commission_cents" >= 0) or ("partner_payouts"."kind" = 'clawback' and "partner_payouts"."commission_cents" <= 0));