import type { DataSource, EntityManager } from 'typeorm';
import { SEED_LOCK, xactLockSql } from '../server/src/infra/database/advisory-locks.js';
import { loadConfig } from '../server/src/config/app-config.js';
import type { StorageDriver } from '../server/src/infra/storage/storage-driver.js';
import { storageDriverFor } from '../server/src/infra/storage/storage.service.js';
import { addDays, today, zonedInstant } from '../server/src/common/time.js';
import type { ExtraType } from '../server/src/common/enums.js';
import { defaultVatRate } from '../server/src/common/vat.js';
import { hashPassword } from '../server/src/modules/users/password.js';
import { beaches, cities, regions, sections } from './data/places.js';
import type { Ring } from './data/types.js';
import { extras, locations, vendors } from './data/vendors.js';
import { seedImages } from './images.js';
import { renderPriceText } from './price-text.js';

/** Demo logins; the README states them. */
export const DEMO_USERS = [
  { email: 'admin@strandkorb.local', password: 'Admin-Strand-2026', role: 'ADMIN', vendorKey: null },
  { email: 'vendor@strandkorb.local', password: 'Vendor-Strand-2026', role: 'VENDOR', vendorKey: 'v-luebecker-bucht' },
] as const;

const MODELS = [
  '2_SEAT_RECLINER',
  '2.5_SEAT_RECLINER',
  'BALTIC_BEACH_CHAIR',
  '2_SEAT_CHAIR',
  '3_SEAT_CHAIR',
  'FULL_RECLINER',
  'BEACH_CHAIR_BED',
  'DAYBED',
  'XL_BEACH_CHAIR',
  'SAUNA',
  'FAMILY_BEACH_CHAIR',
  'XL_BEACH_CHAIR_TURNABLE',
  '2_SEAT_CHAIR_TURNABLE',
  'COMFORT',
  'WHEELCHAIR',
  'CHILDBEACHCHAIR',
  'XXL_BEACH_CHAIR',
  'DOG_BEACH_CHAIR',
  'FKK_BUDJE',
  'NORDORT',
  'PREMIUM',
  'RETRO',
];
// Most chairs on a German beach are the classic recliners; every model of the spec still appears.
const COMMON_MODELS = [
  '2_SEAT_RECLINER',
  '2_SEAT_RECLINER',
  'BALTIC_BEACH_CHAIR',
  'BALTIC_BEACH_CHAIR',
  'FULL_RECLINER',
  'XL_BEACH_CHAIR',
  '2.5_SEAT_RECLINER',
];
const COLORS = [
  'blue',
  'darkblue',
  'lightblue',
  'white',
  'red',
  'darkred',
  'green',
  'darkgreen',
  'lightgreen',
  'yellow',
  'brightyellow',
  'darkyellow',
  'orange',
  'beige',
  'brown',
  'brightbrown',
  'darkbrown',
  'grey',
  'silver',
  'black',
  'purple',
  'pink',
  'lightred',
  '0',
];

const polygon = (ring: Ring) => JSON.stringify({ type: 'Polygon', coordinates: [ring] });
const point = (p: [number, number]) => JSON.stringify({ type: 'Point', coordinates: p });
const GEO = (param: string) => `ST_SetSRID(ST_GeomFromGeoJSON(${param}), 4326)`;

type Ids = Map<string, number>;

/** Find-or-insert by a natural key: the seed can run any number of times without duplicates. */
async function ensure(m: EntityManager, find: [string, unknown[]], insert: [string, unknown[]]): Promise<number> {
  const found: { id: number }[] = await m.query(find[0], find[1]);
  if (found.length) return found[0].id;
  const [row]: { id: number }[] = await m.query(insert[0], insert[1]);
  return row.id;
}

/** `storage`: where the generated pictures go; by default the driver the configuration names (as image uploads use). */
export async function runSeed(ds: DataSource, now = new Date(), storage?: StorageDriver): Promise<Record<string, number>> {
  if (storage) return seedAll(ds, now, storage);
  const driver = storageDriverFor(loadConfig());
  try {
    return await seedAll(ds, now, driver);
  } finally {
    (driver as { destroy?: () => void }).destroy?.();
  }
}

async function seedAll(ds: DataSource, now: Date, storage: StorageDriver): Promise<Record<string, number>> {
  const passwordHashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  return ds.transaction(async (m) => {
    await m.query(`SELECT ${xactLockSql(SEED_LOCK)}`);
    const day = today('Europe/Berlin', now);
    const year = Number(day.slice(0, 4));

    await m.query(`INSERT INTO country (id, code, name) VALUES (1, 'DE', 'Deutschland'), (34, 'DK', 'Dänemark')
                   ON CONFLICT (id) DO NOTHING`);

    const regionIds: Ids = new Map();
    for (const r of regions) {
      regionIds.set(
        r.key,
        await ensure(
          m,
          [`SELECT id FROM region WHERE name = $1`, [r.name]],
          [`INSERT INTO region (name, country_id, geom) VALUES ($1, 1, ${GEO('$2')}) RETURNING id`, [r.name, polygon(r.polygon)]],
        ),
      );
    }
    const cityIds: Ids = new Map();
    for (const c of cities) {
      const regionId = regionIds.get(c.regionKey)!;
      cityIds.set(
        c.key,
        await ensure(
          m,
          [`SELECT id FROM city WHERE name = $1 AND region_id = $2`, [c.name, regionId]],
          [`INSERT INTO city (name, region_id, geom) VALUES ($1, $2, ${GEO('$3')}) RETURNING id`, [c.name, regionId, point(c.point)]],
        ),
      );
    }
    const beachIds: Ids = new Map();
    for (const b of beaches) {
      const cityId = cityIds.get(b.cityKey)!;
      beachIds.set(
        b.key,
        await ensure(
          m,
          [`SELECT id FROM beach WHERE name = $1 AND city_id = $2`, [b.name, cityId]],
          [`INSERT INTO beach (name, city_id, geom) VALUES ($1, $2, ${GEO('$3')}) RETURNING id`, [b.name, cityId, polygon(b.polygon)]],
        ),
      );
    }

    const vendorIds: Ids = new Map();
    for (const v of vendors) {
      const [row]: { id: number }[] = await m.query(
        `INSERT INTO vendor (company_name, public_reference, email, telephone, website, address, configuration, invoice_data,
                             commission, cancellation_policy, terms)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (public_reference) DO UPDATE SET company_name = EXCLUDED.company_name
         RETURNING id`,
        [
          v.companyName,
          v.publicReference,
          v.email,
          v.telephone,
          v.website,
          v.address,
          {
            beachChairView: v.beachChairView,
            gridLineBreak: 10,
            hideCustomerComment: false,
            hideOpeningHours: false,
            bookingStartdate: null,
            paymentMethods: v.paymentMethods,
            logo: null,
          },
          { vatId: v.vatId, bankData: v.bankData },
          { onlinePercent: 8, offlinePercent: 3 },
          // The terms: free until 2 days before the start, 50 % from 1 day before ("1 or fewer days before costs 50 %").
          JSON.stringify([{ daysBefore: 1, percent: 50 }]),
          v.terms,
        ],
      );
      vendorIds.set(v.key, row.id);
    }

    const openingHours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opening: weekday >= 6 ? '08:30' : '09:00', closing: '18:00' }));
    const locationIds: Ids = new Map();
    for (const l of locations) {
      const vendorId = vendorIds.get(l.vendorKey)!;
      const bookingStartdate = l.bookingOpensInDays === null ? null : addDays(day, l.bookingOpensInDays);
      const vendor = vendors.find((v) => v.key === l.vendorKey)!;
      locationIds.set(
        l.key,
        await ensure(
          m,
          [`SELECT id FROM location WHERE vendor_id = $1 AND name = $2`, [vendorId, l.name]],
          [
            `INSERT INTO location (vendor_id, name, entrance_name, address, details, description, price_text, season_start, season_end,
                                lead_time_hours, booking_startdate, attributes, opening_hours, configuration, terms)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
            [
              vendorId,
              l.name,
              l.entranceName,
              { street: l.street, zip: l.zip, city: l.city, country: 'DE' },
              { email: vendor.email, telephone: vendor.telephone, website: vendor.website, logo: null },
              l.description,
              l.priceText,
              l.seasonStart,
              l.seasonEnd,
              l.leadTimeHours,
              bookingStartdate,
              l.attributes,
              JSON.stringify(openingHours),
              { beachChairView: l.beachChairView, gridLineBreak: 10, bookingStartdate, paymentMethods: vendor.paymentMethods },
              vendor.terms,
            ],
          ],
        ),
      );
    }

    let chairCount = 0;
    let sectionIndex = 0;
    const sectionIds: Ids = new Map();
    for (const s of sections) {
      const beachId = beachIds.get(s.beachKey)!;
      const cityId = cityIds.get(beaches.find((b) => b.key === s.beachKey)!.cityKey)!;
      const sectionId = await ensure(
        m,
        [`SELECT id FROM section WHERE name = $1 AND beach_id = $2`, [s.name, beachId]],
        [
          `INSERT INTO section (name, beach_id, city_id, location_id, has_subsections, online_booking, geom, description, beach_plan)
          VALUES ($1, $2, $3, $4, $5, true, ${GEO('$6')}, $7, NULL) RETURNING id`,
          [s.name, beachId, cityId, locationIds.get(s.locationKey)!, s.hasSubsections, polygon(s.polygon), s.description],
        ],
      );
      sectionIds.set(s.key, sectionId);
      chairCount += await seedRowsAndChairs(m, sectionId, s.rows, s.chairsPerRow, sectionIndex++);
    }

    const imagesThisRun = await seedImages(m, storage, [...sectionIds.values()], [...locationIds.values()]);

    for (const [vendorKey, vendorId] of vendorIds) {
      for (const e of extras) {
        const extraId = await ensure(
          m,
          [`SELECT id FROM extra WHERE vendor_id = $1 AND name = $2`, [vendorId, e.name]],
          [
            // The rate a new extra of its type gets in the office (takeaway food 7 %), not the column's default.
            `INSERT INTO extra (vendor_id, name, description, price_cents, type, category, vat_rate)
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
            [
              vendorId,
              e.name,
              e.description,
              e.priceCents + (vendorKey === 'v-nordsee' ? 50 : 0),
              e.type,
              e.category,
              defaultVatRate(e.type as ExtraType),
            ],
          ],
        );
        // The English texts, also for extras seeded before they existed (a vendor's own stay).
        await m.query(`UPDATE extra SET name_en = coalesce(name_en, $2), description_en = coalesce(description_en, $3) WHERE id = $1`, [
          extraId,
          e.nameEn,
          e.descriptionEn,
        ]);
      }
    }

    // One price definition per section, valid from 1 January of this year to the end of next year.
    for (const [, sectionId] of sectionIds) {
      const [{ vendor_id: vendorId }]: { vendor_id: number }[] = await m.query(
        `SELECT l.vendor_id FROM section s JOIN location l ON l.id = s.location_id WHERE s.id = $1`,
        [sectionId],
      );
      const exists: unknown[] = await m.query(`SELECT 1 FROM price WHERE section_id = $1`, [sectionId]);
      if (exists.length) continue;
      const [{ id: priceId }]: { id: number }[] = await m.query(
        `INSERT INTO price (vendor_id, section_id, valid_from, valid_to) VALUES ($1, $2, $3, $4) RETURNING id`,
        [vendorId, sectionId, `${year}-01-01`, `${year + 1}-12-31`],
      );
      const bump = (sectionId % 3) * 100;
      await m.query(
        `INSERT INTO price_rate (price_id, type, price_cents, discount, time_range, min_days) VALUES
           ($1, 'MORNING', $2, false, '08-13', NULL), ($1, 'AFTERNOON', $3, false, '13-20', NULL), ($1, 'DAY', $4, false, NULL, NULL),
           ($1, 'MULTI_DAY', $5, false, NULL, 3), ($1, 'WEEK', $6, false, NULL, NULL), ($1, 'SEASON', $7, false, NULL, NULL),
           ($1, 'DAY', $8, true, NULL, NULL)`,
        [priceId, 900 + bump, 1100 + bump, 1500 + bump, 1300 + bump, 8000 + bump * 5, 45000, 1200 + bump],
      );
    }

    await writePriceTexts(m, locationIds);

    for (const [i, u] of DEMO_USERS.entries()) {
      const userId = await ensure(
        m,
        [`SELECT id FROM app_user WHERE lower(email) = lower($1)`, [u.email]],
        [
          `INSERT INTO app_user (email, password_hash, role, first_name, last_name, confirmed_at) VALUES ($1, $2, $3, 'Demo', $4, now()) RETURNING id`,
          [u.email, passwordHashes[i], u.role, u.role === 'ADMIN' ? 'Admin' : 'Vermieter'],
        ],
      );
      if (u.vendorKey) {
        await m.query(`INSERT INTO user_vendor (user_id, vendor_id, role) VALUES ($1, $2, 'OWNER') ON CONFLICT DO NOTHING`, [
          userId,
          vendorIds.get(u.vendorKey),
        ]);
      }
    }

    const booked = await seedDemoBookings(m, day, [...sectionIds.values()]);
    const counts: { k: string; n: number }[] = await m.query(
      `SELECT 'regions' k, count(*)::int n FROM region UNION ALL SELECT 'cities', count(*)::int FROM city
       UNION ALL SELECT 'beaches', count(*)::int FROM beach UNION ALL SELECT 'sections', count(*)::int FROM section
       UNION ALL SELECT 'chairs', count(*)::int FROM beach_chair UNION ALL SELECT 'vendors', count(*)::int FROM vendor
       UNION ALL SELECT 'bookings', count(*)::int FROM booking`,
    );
    return { ...Object.fromEntries(counts.map((c) => [c.k, c.n])), chairsThisRun: chairCount, bookingsThisRun: booked, imagesThisRun };
  });
}

/**
 * Each seeded location's price text names the prices its sections really charge (issue 29: a text said 15 € a day where the
 * section charged 16 €). Only a text that is still the template is written: an edited text, or an older demo's, stays.
 */
async function writePriceTexts(m: EntityManager, locationIds: Ids): Promise<void> {
  for (const l of locations) {
    const locationId = locationIds.get(l.key)!;
    const rows: { type: string; low: number; high: number }[] = await m.query(
      `SELECT pr.type, min(pr.price_cents)::int AS low, max(pr.price_cents)::int AS high
         FROM price p JOIN price_rate pr ON pr.price_id = p.id JOIN section s ON s.id = p.section_id
        WHERE s.location_id = $1 AND NOT pr.discount GROUP BY pr.type`,
      [locationId],
    );
    const rates = Object.fromEntries(rows.map((r) => [r.type, { low: r.low, high: r.high }]));
    await m.query(`UPDATE location SET price_text = $2 WHERE id = $1 AND price_text = $3::jsonb`, [
      locationId,
      renderPriceText(l.priceText, rates),
      l.priceText,
    ]);
  }
}

/** Rows parallel to the long side of the section's oriented envelope, chairs evenly along them. */
async function seedRowsAndChairs(
  m: EntityManager,
  sectionId: number,
  rowCount: number,
  perRow: number,
  sectionIndex: number,
): Promise<number> {
  const corners: { x: number; y: number }[] = await m.query(
    `SELECT ST_X(p.geom) x, ST_Y(p.geom) y
       FROM section s, ST_DumpPoints(ST_ExteriorRing(ST_OrientedEnvelope(s.geom))) p WHERE s.id = $1 ORDER BY p.path LIMIT 4`,
    [sectionId],
  );
  const [a, b, , d] = corners;
  let u = { x: b.x - a.x, y: b.y - a.y };
  let v = { x: d.x - a.x, y: d.y - a.y };
  // Compare lengths in metres-ish (longitude shrinks with latitude).
  const len = (w: { x: number; y: number }) => Math.hypot(w.x * Math.cos((a.y * Math.PI) / 180), w.y);
  if (len(u) < len(v)) [u, v] = [v, u];
  const at = (fu: number, fv: number): [number, number] => [
    +(a.x + fu * u.x + fv * v.x).toFixed(7),
    +(a.y + fu * u.y + fv * v.y).toFixed(7),
  ];

  let inserted = 0;
  let publicNumber = 0;
  for (let r = 0; r < rowCount; r++) {
    const [v0, v1] = [0.1 + (0.8 * r) / rowCount, 0.1 + (0.8 * (r + 1)) / rowCount];
    const strip = [at(0.03, v0), at(0.97, v0), at(0.97, v1), at(0.03, v1), at(0.03, v0)];
    await m.query(
      `INSERT INTO "row" (section_id, name, position, geom)
       SELECT $1, $2, $3, CASE WHEN GeometryType(g) = 'POLYGON' THEN g END
         FROM (SELECT ST_Intersection(s.geom, ${GEO('$4')}) g FROM section s WHERE s.id = $1) x
       ON CONFLICT (section_id, name) DO NOTHING`,
      [sectionId, `Reihe ${r + 1}`, r, polygon(strip)],
    );
    const [{ id: rowId }]: { id: number }[] = await m.query(`SELECT id FROM "row" WHERE section_id = $1 AND name = $2`, [
      sectionId,
      `Reihe ${r + 1}`,
    ]);
    // Its English name (issue 30 item 9), also for a row seeded before there was one. (An UPDATE's m.query answers
    // [rows, count], hence the SELECT above.)
    await m.query(`UPDATE "row" SET name_en = coalesce(name_en, $2) WHERE id = $1`, [rowId, `Row ${r + 1}`]);
    for (let c = 0; c < perRow; c++) {
      publicNumber++;
      const i = sectionIndex * 97 + publicNumber;
      const model = i % 5 === 0 ? MODELS[(i / 5) % MODELS.length] : COMMON_MODELS[i % COMMON_MODELS.length];
      const pos = at(0.06 + (0.88 * (c + 0.5)) / perRow, (v0 + v1) / 2);
      const result: unknown[] = await m.query(
        `INSERT INTO beach_chair (section_id, row_id, public_number, model, time_enum, position, season_beach_chair, color, geom, reserved, description)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8,
                CASE WHEN ST_Covers(s.geom, p) THEN p ELSE ST_ClosestPoint(ST_Buffer(s.geom, -0.00001), p) END, $10, $11
           FROM section s, ${GEO('$9')} p WHERE s.id = $1
         ON CONFLICT (section_id, public_number) DO NOTHING RETURNING id`,
        [
          sectionId,
          rowId,
          String(publicNumber),
          model,
          i % 5 === 4 ? 'ALL_DAY' : 'HALF_DAY',
          c,
          i % 15 === 0,
          COLORS[i % COLORS.length],
          point(pos),
          i % 41 === 0,
          `Strandkorb Nr. ${publicNumber}, Reihe ${r + 1}` + (i % 15 === 0 ? ' – Saisonkorb' : ''),
        ],
      );
      inserted += result.length;
    }
  }
  // A few chairs have smart locks.
  await m.query(
    `WITH candidates AS (
       SELECT c.id, c.section_id, c.public_number FROM beach_chair c
        WHERE c.section_id = $1 AND c.lock_id IS NULL AND (c.public_number::int % 6) = 1)
     , locks AS (
       INSERT INTO lock_device (vendor_id, serial_number, battery_level, firmware, last_seen_at)
       SELECT l.vendor_id, 'LCK-' || c.section_id || '-' || c.public_number, 80 + (c.id % 20), '2.4.1', now()
         FROM candidates c JOIN section s ON s.id = c.section_id JOIN location l ON l.id = s.location_id
       ON CONFLICT (serial_number) DO NOTHING RETURNING id, serial_number)
     UPDATE beach_chair c SET lock_id = locks.id FROM locks
      WHERE locks.serial_number = 'LCK-' || c.section_id || '-' || c.public_number`,
    [sectionId],
  );
  return inserted;
}

/**
 * Bookings and stop sales around the seed day so the map is not all free. Full days run from midnight to midnight
 * in Europe/Berlin; a morning ends and an afternoon starts at 13:00 (the demo prices' half-day boundary).
 */
async function seedDemoBookings(m: EntityManager, day: string, sectionIds: number[]): Promise<number> {
  const chairs: { id: number; model: string; vendor_id: number; n: number; location_key: string }[] = await m.query(
    `SELECT c.id, c.model, l.vendor_id, row_number() OVER (ORDER BY c.section_id, c.id)::int AS n, l.name AS location_key
       FROM beach_chair c JOIN section s ON s.id = c.section_id JOIN location l ON l.id = s.location_id
      WHERE s.id = ANY($1) AND l.season_start IS NULL AND l.booking_startdate IS NULL AND NOT c.reserved AND NOT c.season_beach_chair
      ORDER BY c.section_id, c.id`,
    [sectionIds],
  );
  const customers = [
    ['Anna', 'Petersen', 'MS', 'anna.petersen@example.de', 'Hamburg', '20095'],
    ['Jonas', 'Schröder', 'MR', 'jonas.schroeder@example.de', 'Berlin', '10115'],
    ['Kim', 'Nowak', 'MX', 'kim.nowak@example.de', 'Hannover', '30159'],
    ['Lena', 'Hansen', 'MS', 'lena.hansen@example.de', 'Kiel', '24103'],
  ];
  let created = 0;
  for (const chair of chairs) {
    if (chair.n % 25 === 3) {
      await m.query(
        `INSERT INTO stop_sale (beach_chair_id, start_date, end_date, reason)
         SELECT $1, $2, $3, 'Reparatur' WHERE NOT EXISTS (SELECT 1 FROM stop_sale WHERE beach_chair_id = $1)`,
        [chair.id, day, addDays(day, 2 + (chair.n % 5))],
      );
    }
    if (chair.n % 4 !== 0) continue; // a quarter of the chairs carries a demo booking
    const kind = chair.n % 3; // 0 full days, 1 morning, 2 afternoon
    const startDay = addDays(day, chair.n % 5);
    const [start, end] =
      kind === 0
        ? [zonedInstant(startDay), zonedInstant(addDays(startDay, 1 + (chair.n % 3)))]
        : kind === 1
          ? [zonedInstant(startDay), zonedInstant(startDay, '13:00')]
          : [zonedInstant(startDay, '13:00'), zonedInstant(addDays(startDay, 1))];
    const [first, last, salutation, email, city, zip] = customers[chair.n % customers.length];
    const ref = `DEMO${String(chair.n).padStart(4, '0')}`;
    const status = chair.n % 16 === 0 ? 'RESERVED' : 'CONFIRMED';
    const price = kind === 0 ? 1500 * (1 + (chair.n % 3)) : 1000;
    const rows: { id: number }[] = await m.query(
      `WITH c AS (
         INSERT INTO customer (email, first_name, last_name, salutation, address) VALUES ($1, $2, $3, $4, $5) RETURNING id)
       INSERT INTO booking (booking_ref, vendor_id, status, source, payment_method, customer_id, total_price_cents)
       SELECT $6, $7, $8, 'WEBSITE', 'BANK_TRANSFER', c.id, $9 FROM c
       ON CONFLICT (booking_ref) DO NOTHING RETURNING id`,
      [email, first, last, salutation, { street: 'Musterstraße 1', zip, city, country: 'DE' }, ref, chair.vendor_id, status, price],
    );
    if (!rows.length) continue;
    await m.query(
      `INSERT INTO beach_chair_booking (booking_id, beach_chair_id, start, "end", status, model, rate, price_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [rows[0].id, chair.id, start, end, status, chair.model, kind === 0 ? 'DAY' : kind === 1 ? 'MORNING' : 'AFTERNOON', price],
    );
    await m.query(
      `INSERT INTO booking_history (booking_id, action, to_status, actor_type, details) VALUES ($1, 'SEED', $2, 'SYSTEM', '{"demo":true}')`,
      [rows[0].id, status],
    );
    created++;
  }
  // A CTE insert of a customer whose booking already existed would leave an orphan: remove those.
  await m.query(`DELETE FROM customer c WHERE NOT EXISTS (SELECT 1 FROM booking b WHERE b.customer_id = c.id)`);
  return created;
}
