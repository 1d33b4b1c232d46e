import { sql } from 'drizzle-orm'
import type { Db } from '@/server/db/database'

/**
 * `count` orders written by PostgreSQL itself (one INSERT … SELECT over generate_series, about a minute for
 * a million), for benchmarks that read the orders table alone: scripts/seed makes each order in JS with its
 * targets, payments and commissions, which the staff order queue never reads, in several minutes.
 *
 * Oldest first over `days` days, so order numbers follow the time an order was placed, and the shop grows
 * (the newest day has twice the orders of the oldest). The product mix is the seed's (fake-orders.ts):
 * six scroll types, single scrolls leading. Most orders are completed; 5% are unpaid, 3% cancelled, 1%
 * refunded, 0.4% failed at a step (email the most), a few hundred stuck drafted; the last hours' orders are
 * still paid, drafted or sent. 40% of orders came through one of `partners` partners, a few bringing most
 * (`partner-0001` the most). About a third as many customers as orders, some of whose addresses were typed
 * with capitals, and targets drawn from 48,000 names (titled: "Dame Ursula Crabtree"). A bundle names as
 * many targets as it holds, each drawn apart, in its target_name as the shop keeps them (order-values.ts:
 * "Lady Rowena Quill, Sir Ada Vane, ..."). A fifth of single scrolls name a recipient, drawn from the
 * customers' 4,800 names.
 */
export async function seedOrdersSql(db: Db, options: { count: number; partners: number; days: number }) {
  const { count, partners, days } = options
  const firstNames = JSON.stringify(names.first)
  const lastNames = JSON.stringify(names.last)
  const titles = JSON.stringify(names.titles)
  const grudges = JSON.stringify(names.grudges)
  const now = new Date()
  await db.transaction(async (tx) => {
    // the same orders every run
    await tx.execute(sql`select setseed(0.42)`)
    await tx.execute(sql`
      with draws as (
        select i,
          ${now}::timestamptz - ${days}::int * interval '1 day' * (2 - sqrt(1 + 3 * i::float8 / ${count}::int))
            as created_at,
          random() as product, random() as fate, random() as partner, random() as speed,
          random() as extra, random() as minutes, floor(random() * ${Math.ceil(count / 3)}::int)::int as customer,
          floor(random() * 48000)::int as target
        from generate_series(1, ${count}::int) as i
      ),
      orders_drawn as (
        select d.*, p.*,
          (${firstNames}::jsonb ->> (d.customer % 60)) as first_name,
          (${lastNames}::jsonb ->> (d.customer / 60 % 80)) as last_name,
          case when p.targets = 1
            then (${titles}::jsonb ->> (d.target % 10)) || ' ' || (${firstNames}::jsonb ->> (d.target / 10 % 60))
              || ' ' || (${lastNames}::jsonb ->> (d.target / 600 % 80))
            else (
              select string_agg((${titles}::jsonb ->> (t % 10)) || ' ' || (${firstNames}::jsonb ->> (t / 10 % 60))
                || ' ' || (${lastNames}::jsonb ->> (t / 600 % 80)), ', ' order by n)
              -- a bundle's further targets: other names, spread over the 48,000
              from generate_series(0, p.targets - 1) as n, lateral (select (d.target + n * 7919) % 48000 as t) as drawn
            )
          end as target_name,
          case when p.kind = 'single' and d.i % 10 < 2
            then (${firstNames}::jsonb ->> ((d.customer + d.target) % 60))
              || ' ' || (${lastNames}::jsonb ->> ((d.customer + d.target) / 60 % 80))
          end as recipient_name,
          case when d.partner < 0.4
            then 'partner-' || lpad((1 + floor(${partners}::int * (d.partner / 0.4) ^ 2))::text, 4, '0')
          end as partner_ref,
          case
            when d.fate < 0.05 then 'pending_payment'
            when d.fate < 0.08 then 'cancelled'
            when d.fate < 0.09 then 'refunded'
            when d.fate < 0.094 then 'failed'
            when ${now}::timestamptz - d.created_at < interval '10 minutes' then 'paid'
            when ${now}::timestamptz - d.created_at < interval '30 minutes' then 'drafted'
            when ${now}::timestamptz - d.created_at < interval '3 hours' then 'sent'
            when d.fate < 0.0945 then 'drafted'
            else 'completed'
          end as status,
          case when d.speed < 0.65 then 'standard' when d.speed < 0.8 then 'priority'
            when d.speed < 0.92 then 'immediate' else 'extra-rapid' end as delivery_speed
        from draws d
        cross join lateral (
          select kind, scroll_type, bundle_id, list_cents, partner_cents, targets
          from (values
            (0.31, 'single', 'light-rant', null, 1499, 799, 1),
            (0.57, 'single', 'scroll-of-fury', null, 3599, 2499, 1),
            (0.64, 'single', 'eternal-scroll', null, 9900, 9400, 1),
            (0.72, 'love', 'love-me-scroll', null, 1000, null, 1),
            (0.76, 'commission', 'epic-scroll-commission', null, 12900, null, 1),
            (0.85, 'bundle', 'light-rant', 'starter', 1799, null, 3),
            (0.89, 'bundle', 'scroll-of-fury', 'courtroom', 9900, null, 5),
            (0.92, 'bundle', 'bundle', 'royal', 19900, null, 5),
            (0.96, 'bundle', 'light-rant', 'holiday', 11900, null, 10),
            (1.01, 'bundle', 'bundle', 'default', 1299, null, 1)
          ) as products (below, kind, scroll_type, bundle_id, list_cents, partner_cents, targets)
          where d.product < products.below
          order by products.below
          limit 1
        ) as p
      ),
      priced as (
        select o.*,
          case when o.status in ('pending_payment', 'cancelled') then null
            else least(${now}::timestamptz, o.created_at + (1 + o.minutes * 14) * interval '1 minute')
          end as paid_at,
          case when o.partner_ref is not null and o.partner_cents is not null and o.extra < 0.5
            then 'partner' else 'list' end as price_list,
          case
            when o.kind = 'commission' then (array[12900, 19900, 29900])[1 + floor(o.extra * 3)::int]
            when o.bundle_id = 'default' then o.list_cents * (1 + floor(o.extra * 5)::int)
            when o.kind = 'bundle' then o.list_cents
            when o.partner_ref is not null and o.partner_cents is not null and o.extra < 0.5
              then o.partner_cents
            else o.list_cents
          end as base_cents
        from orders_drawn o
      )
      insert into orders (
        kind, scroll_type, bundle_id, price_list, customer_name, customer_email, recipient_name, recipient_email,
        target_name,
        grievance, delivery_speed, base_price_cents, total_price_cents, quote_lines, status, payment_status,
        partner_ref, payment_provider, payment_session_id, paid_at, due_at, failed_step, failure_reason,
        refunded_at, created_at, updated_at
      )
      select kind, scroll_type, bundle_id, price_list,
        first_name || ' ' || last_name,
        case when customer % 5 = 0 then first_name || '.' || last_name || customer || '@Example.org'
          else lower(first_name || '.' || last_name) || customer || '@example.org' end,
        recipient_name,
        -- a bundle's addresses are its targets' (order_targets, which the queue does not read)
        case when i % 10 < 7 and kind <> 'bundle'
          then lower(replace(target_name, ' ', '.')) || (i % 1000) || '@example.net' end,
        target_name,
        ${grudges}::jsonb ->> (i % 12),
        delivery_speed,
        base_cents,
        base_cents + case when kind = 'single' then floor(extra ^ 2 * 8)::int * 500 else 0 end,
        jsonb_build_array(jsonb_build_object('code', 'base:' || scroll_type, 'label', scroll_type,
          'cents', base_cents)),
        status,
        case status when 'pending_payment' then 'pending' when 'cancelled' then 'failed'
          when 'refunded' then 'refunded' else 'paid' end,
        partner_ref,
        case when paid_at is not null then 'stripe' end,
        case when paid_at is not null then 'cs_seed_' || i end,
        paid_at,
        paid_at + case delivery_speed when 'standard' then interval '1 day'
          when 'priority' then interval '5 hours' else interval '0' end,
        case when status = 'failed' then
          case when minutes < 0.15 then 'compose' when minutes < 0.35 then 'render'
            when minutes < 0.85 then 'email' when minutes < 0.95 then 'receipt' else 'complete' end
        end,
        case when status = 'failed' then 'the step failed on every retry' end,
        case when status = 'refunded' then least(${now}::timestamptz, paid_at + interval '2 days') end,
        created_at,
        coalesce(paid_at, created_at)
      from priced
      order by i
    `)
  })
}

const names = {
  first: (
    'Ada Aldous Beatrix Bram Cedric Clara Dorian Edith Elric Fiona Gareth Greta Hamish Hilda Ivor ' +
    'Isolde Jasper Juniper Kester Lavinia Leopold Mabel Magnus Nell Osric Odette Percival ' +
    'Philippa Quentin Rowena Rupert Sabine Silas Tamsin Tobias Ursula Valentin Vera Wilfred ' +
    'Winifred Xavier Yvaine Yorick Zelda Ambrose Bertha Cuthbert Delphine Egbert Florence Godfrey ' +
    'Harriet Ignatius Josephine Lancelot Matilda Neville Ophelia Reginald Theodora'
  ).split(' '),
  last: (
    'Ashdown Blackwood Crabtree Dunmore Evergreen Fairweather Grimsby Hawthorne Ironside Jolliffe ' +
    'Kettlewell Longbottom Merriweather Nettlefold Oakheart Pemberton Quill Ravensworth Stormcrow ' +
    'Thistlewood Underhill Vane Whitlock Yarrow Ashcombe Bramblewood Coldwater Drake Elderberry ' +
    'Foxglove Greaves Holloway Inglewood Juniperfield Kingsley Lockwood Marlowe Northcott ' +
    'Oldcastle Penhaligon Quarrington Redfern Stonebridge Thornbury Upshaw Vickery Wainwright ' +
    'Yelverton Abernathy Bellweather Carrow Dimbleby Entwistle Fenwick Gilchrist Harrowgate ' +
    'Illingworth Jessop Knatchbull Lovelace Mortimer Nightingale Ormsby Pickering Rookwood ' +
    'Sackville Tattersall Umfreville Verity Wexford Ainsworth Buckland Cholmondeley Darlington ' +
    'Ellery Fotheringham Gresham Hargreaves Ivesdale Kimber'
  ).split(' '),
  titles: 'Sir Lady Baron Dame Lord Brother Cousin Master Aunt Uncle'.split(' '),
  grudges: [
    'Microwaves fish in the shared kitchen every single market day.',
    'Replies all to every message and denies it with a straight face.',
    'Borrowed my quill and returned it chewed, and then asked me for a favour.',
    'Took credit for my work at the guild meeting while I was standing right there.',
    'Parks the cart across two spaces for the third year running.',
    'Spoils every tale before I have read it and blamed the cat.',
    'Left me on read for a fortnight, every single market day.',
    'Eats the last bread and leaves the crumbs, and denies it with a straight face.',
    'Practises the lute at midnight for the third year running.',
    'Never once paid back the three crowns and then asked me for a favour.',
    'Sings along to the minstrels, loudly and wrongly, while I was standing right there.',
    'Broke up with me by carrier pigeon and blamed the cat.',
  ],
}
