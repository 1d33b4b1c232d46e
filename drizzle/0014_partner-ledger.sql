ALTER TABLE "orders" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_payouts_held_idx" ON "partner_payouts" USING btree ("partner_id","created_at","commission_cents") WHERE "partner_payouts"."status" = 'pending' and "partner_payouts"."held_reason" is not null;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_email_lower" CHECK ("partners"."email" = lower("partners"."email"));--> statement-breakpoint
-- the partner rollups recomputed from the orders and the ledger (decisions 025, 028): voided commissions
-- count nowhere; a clawback counts in the cents recorded (and paid, once its run is paid) but is no
-- commission, and has no day (it is due at once, never pending). This migration's backfill, the seed's
-- last step, and the tests' reference for the running totals.
CREATE OR REPLACE FUNCTION "rebuild_partner_rollups"() RETURNS void LANGUAGE sql AS $$
  LOCK TABLE "partner_totals", "partner_commission_days" IN EXCLUSIVE MODE;
  DELETE FROM "partner_commission_days";
  DELETE FROM "partner_totals";
  INSERT INTO "partner_totals" ("partner_id", "orders", "revenue_cents", "commissions", "commission_cents",
    "paid_commissions", "paid_cents")
  SELECT "partners"."id", coalesce("sales"."orders", 0), coalesce("sales"."revenue_cents", 0),
    coalesce("recorded"."commissions", 0), coalesce("recorded"."commission_cents", 0),
    coalesce("recorded"."paid_commissions", 0), coalesce("recorded"."paid_cents", 0)
  FROM "partners"
  LEFT JOIN (
    SELECT "partner_ref", count(*) AS "orders", sum("total_price_cents") AS "revenue_cents"
    FROM "orders" WHERE "payment_status" = 'paid' AND "partner_ref" IS NOT NULL GROUP BY "partner_ref"
  ) "sales" ON "sales"."partner_ref" = "partners"."slug"
  LEFT JOIN (
    SELECT "partner_id",
      count(*) FILTER (WHERE "kind" = 'commission') AS "commissions",
      sum("commission_cents") AS "commission_cents",
      count(*) FILTER (WHERE "kind" = 'commission' AND "status" = 'paid') AS "paid_commissions",
      coalesce(sum("commission_cents") FILTER (WHERE "status" = 'paid'), 0) AS "paid_cents"
    FROM "partner_payouts" WHERE "status" <> 'voided' GROUP BY "partner_id"
  ) "recorded" ON "recorded"."partner_id" = "partners"."id";
  INSERT INTO "partner_commission_days" ("partner_id", "day", "commissions", "commission_cents")
  SELECT "partner_id", ("created_at" AT TIME ZONE 'UTC')::date, count(*), sum("commission_cents")
  FROM "partner_payouts" WHERE "kind" = 'commission' AND "status" <> 'voided' GROUP BY 1, 2;
$$;--> statement-breakpoint
SELECT "rebuild_partner_rollups"();
