DROP INDEX "orders_status_idx";--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_scroll_type_created_at_idx" ON "orders" USING btree ("scroll_type","created_at","status");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_price_cents","order_number");--> statement-breakpoint
CREATE INDEX "orders_due_at_idx" ON "orders" USING btree ("due_at","order_number");--> statement-breakpoint
CREATE INDEX "orders_customer_email_idx" ON "orders" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE INDEX "orders_target_name_idx" ON "orders" USING btree (lower("target_name") text_pattern_ops);--> statement-breakpoint
-- the expression indexes get their statistics now, not at the next autovacuum: until then the planner
-- guesses a search matches 5,000 orders and reads the whole table newest first (decision 030). An empty
-- table is left to autovacuum: statistics of no rows would have the first plans scan it as it fills
DO $$ BEGIN IF EXISTS (SELECT FROM "orders") THEN ANALYZE "orders"; END IF; END $$;