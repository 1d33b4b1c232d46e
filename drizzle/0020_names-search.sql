-- The names an order is found by (decision 066). Each name is the customer's, the recipient's, or one of
-- the targets (a bundle's target_name lists them with commas). Its words are split at ASCII spaces and
-- punctuation (so at hyphens and apostrophes too) and lower-cased, and the name gives every run of its words
-- that ends with the last, and each word followed by such a later run: "Lady Ada Vane" gives 'lady ada
-- vane', 'lady vane', 'ada vane' and 'vane'. A search is the start of one of them ("ada va", "lady vane").
-- Immutable: the index holds what it returns. The order queue splits a search at the same characters.
-- PL/pgSQL, not SQL: a SQL body of set-returning functions is planned at a cost that sets off JIT
-- compilation, on every call, taking a second an order.
CREATE FUNCTION order_names(customer text, recipient text, target text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  name text;
  words text[];
  runs text[] := '{}';
BEGIN
  FOREACH name IN ARRAY string_to_array(concat_ws(',', customer, recipient, target), ',') LOOP
    words := array_remove(regexp_split_to_array(lower(name), '[\x09-\x0d\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]+'), '');
    FOR i IN 1 .. cardinality(words) LOOP
      -- this word, then the run from each later word to the last (the next word's run is the plain one);
      -- the last word alone
      FOR j IN i + 1 .. greatest(cardinality(words), i + 1) LOOP
        runs := runs || array_to_string(words[i:i] || words[j:], ' ');
      END LOOP;
    END LOOP;
  END LOOP;
  RETURN array_to_tsvector(runs);
END
$$;--> statement-breakpoint
DROP INDEX "orders_target_name_idx";--> statement-breakpoint
CREATE INDEX "orders_names_idx" ON "orders" USING gin (order_names("customer_name", "recipient_name", "target_name"));--> statement-breakpoint
-- the expression gets its statistics now, not at the next autovacuum: they tell the planner how many orders
-- a name matches (decisions 030 and 066). An empty table is left to autovacuum: statistics of no rows would
-- have the first plans scan it as it fills
DO $$ BEGIN IF EXISTS (SELECT FROM "orders") THEN ANALYZE "orders"; END IF; END $$;
