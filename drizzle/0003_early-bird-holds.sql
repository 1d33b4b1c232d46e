ALTER TABLE "early_bird_slots" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "early_bird_slots" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
UPDATE "early_bird_slots" SET "held_until" = "claimed_at" + interval '10 minutes';--> statement-breakpoint
UPDATE "early_bird_slots" AS "s" SET "paid_at" = "o"."paid_at" FROM "orders" AS "o" WHERE "o"."id" = "s"."order_id" AND "o"."paid_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "early_bird_slots" ALTER COLUMN "held_until" SET NOT NULL;
