ALTER TABLE "order_status_events" ADD COLUMN "actor" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD COLUMN "actor_user_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failed_step" text;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "hold_after_draft";--> statement-breakpoint
-- the history written before actors were recorded: placing and paying were the customer's doing
UPDATE "order_status_events" SET "actor" = 'customer' WHERE "to_status" = 'pending_payment' OR ("from_status" = 'pending_payment' AND "to_status" = 'paid');
