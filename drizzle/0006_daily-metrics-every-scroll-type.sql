ALTER TABLE "daily_metrics" ADD COLUMN "eternal_scroll_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_metrics" ADD COLUMN "love_me_scroll_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_metrics" ADD COLUMN "mixed_bundle_count" integer DEFAULT 0 NOT NULL;