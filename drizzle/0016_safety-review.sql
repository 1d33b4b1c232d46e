CREATE TABLE "do_not_send" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipient_scrolls" (
	"address_hash" text NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipient_scrolls_address_hash_order_id_pk" PRIMARY KEY("address_hash","order_id")
);
--> statement-breakpoint
CREATE TABLE "scroll_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"delivery_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_findings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "recipient_scrolls" ADD CONSTRAINT "recipient_scrolls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scroll_reports" ADD CONSTRAINT "scroll_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scroll_reports" ADD CONSTRAINT "scroll_reports_delivery_id_scroll_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."scroll_deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scroll_reports" ADD CONSTRAINT "scroll_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipient_scrolls_recent_idx" ON "recipient_scrolls" USING btree ("address_hash","created_at");--> statement-breakpoint
CREATE INDEX "recipient_scrolls_order_idx" ON "recipient_scrolls" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "scroll_reports_order_idx" ON "scroll_reports" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "scroll_reports_open_idx" ON "scroll_reports" USING btree ("created_at") WHERE "scroll_reports"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;