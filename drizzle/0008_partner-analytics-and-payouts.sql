DROP INDEX "partner_payouts_slug_idx";--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_partner_paid_idx" ON "orders" USING btree ("partner_ref","created_at","total_price_cents") WHERE "orders"."payment_status" = 'paid' and "orders"."partner_ref" is not null;--> statement-breakpoint
CREATE INDEX "partner_payouts_partner_status_idx" ON "partner_payouts" USING btree ("partner_id","status","created_at","commission_cents");