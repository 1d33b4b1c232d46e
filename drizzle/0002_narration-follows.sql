ALTER TABLE "scroll_deliveries" ADD COLUMN "narration_failure" text;--> statement-breakpoint
ALTER TABLE "scroll_deliveries" ADD COLUMN "narration_emailed_at" timestamp with time zone;