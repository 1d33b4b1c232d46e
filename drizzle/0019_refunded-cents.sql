ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_non_negative" CHECK ("orders"."refunded_cents" >= 0);--> statement-breakpoint
-- every payment already given back was given back whole
UPDATE "orders" SET "refunded_cents" = "total_price_cents" WHERE "payment_status" = 'refunded';