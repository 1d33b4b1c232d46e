CREATE TABLE "sent_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"last_error" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"first_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"raw_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"resend_claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_emails_message_id_idx" ON "sent_emails" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "sent_emails_first_attempt_idx" ON "sent_emails" USING btree ("first_attempt_at","id");--> statement-breakpoint
CREATE INDEX "sent_emails_status_idx" ON "sent_emails" USING btree ("status","first_attempt_at");--> statement-breakpoint
CREATE INDEX "sent_emails_order_idx" ON "sent_emails" USING btree ("order_id","first_attempt_at");