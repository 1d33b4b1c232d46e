CREATE TABLE "partner_commission_days" (
	"partner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"commissions" integer NOT NULL,
	"commission_cents" bigint NOT NULL,
	CONSTRAINT "partner_commission_days_partner_id_day_pk" PRIMARY KEY("partner_id","day")
);
--> statement-breakpoint
CREATE TABLE "partner_totals" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"commissions" integer DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	"paid_commissions" integer DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_commission_days" ADD CONSTRAINT "partner_commission_days_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_totals" ADD CONSTRAINT "partner_totals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_commission_days_amounts_idx" ON "partner_commission_days" USING btree ("partner_id","day","commissions","commission_cents");--> statement-breakpoint
CREATE INDEX "partner_totals_revenue_idx" ON "partner_totals" USING btree ("revenue_cents","partner_id");--> statement-breakpoint
CREATE INDEX "partner_totals_orders_idx" ON "partner_totals" USING btree ("orders","partner_id");--> statement-breakpoint
CREATE INDEX "partner_totals_commission_idx" ON "partner_totals" USING btree ("commission_cents","partner_id");--> statement-breakpoint
CREATE INDEX "partners_name_idx" ON "partners" USING btree (lower("name"),"id");--> statement-breakpoint
-- every partner has a totals row, however it is inserted (the shop, the tests' factory, the seeds), so the
-- analytics can read their page off the totals' indexes (decision 025)
CREATE FUNCTION "add_partner_totals_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "partner_totals" ("partner_id") VALUES (NEW."id") ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "partners_add_totals_row" AFTER INSERT ON "partners"
FOR EACH ROW EXECUTE FUNCTION "add_partner_totals_row"();--> statement-breakpoint
-- the partner rollups recomputed from the orders and commissions: this migration's backfill, the seed's
-- last step, and the tests' reference for the running totals (decision 025). Writers of the rollups wait
-- for the lock until it commits, so none of their additions is lost or counted twice.
CREATE FUNCTION "rebuild_partner_rollups"() RETURNS void LANGUAGE sql AS $$
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
    SELECT "partner_id", count(*) AS "commissions", sum("commission_cents") AS "commission_cents",
      count(*) FILTER (WHERE "status" = 'paid') AS "paid_commissions",
      coalesce(sum("commission_cents") FILTER (WHERE "status" = 'paid'), 0) AS "paid_cents"
    FROM "partner_payouts" GROUP BY "partner_id"
  ) "recorded" ON "recorded"."partner_id" = "partners"."id";
  INSERT INTO "partner_commission_days" ("partner_id", "day", "commissions", "commission_cents")
  SELECT "partner_id", ("created_at" AT TIME ZONE 'UTC')::date, count(*), sum("commission_cents")
  FROM "partner_payouts" GROUP BY 1, 2;
$$;--> statement-breakpoint
SELECT "rebuild_partner_rollups"();
