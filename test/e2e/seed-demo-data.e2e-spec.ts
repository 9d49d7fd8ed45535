import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { UserRole } from '../../server/src/common/enums.js';
import { dataSourceOptions } from '../../server/src/infra/database/data-source-options.js';
import { LocalDiskStorageDriver } from '../../server/src/infra/storage/local-disk.storage-driver.js';
import { extras, locations } from '../../seeds/data/vendors.js';
import { runSeed } from '../../seeds/seed.js';
import { cloneTemplate } from '../support/template-clone.js';
import { startTestApp, TestContext } from '../support/test-app.js';

// Issue 29, item 9: the demo's own data. Its section pictures load even where the database was seeded with another
// data directory (the rows were there, the files not: every picture answered 404); its food extras carry 7 % as a new
// food extra does; each location's price text names the prices its sections charge.

let ctx: TestContext;
let ds: DataSource;
let dataDir: string;
beforeAll(async () => {
  // The tables as the seed left them: the worker's database holds other files' pictures and extras too.
  const databaseUrl = await cloneTemplate('seed');
  ds = await new DataSource({ ...dataSourceOptions({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: 2 }) }).initialize();
  // A data directory without the seed's files, as a checkout whose database another checkout seeded.
  dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-seed-pictures-'));
  ctx = await startTestApp({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  await ds.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the demo seed', () => {
  it('stores the pictures again whose rows exist but whose files are missing: the section pictures load', async () => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `SELECT s.id FROM section s JOIN location l ON l.id = s.location_id WHERE l.description IS NOT NULL ORDER BY s.id LIMIT 1`,
    );
    const section = (await ctx.http().get(`/api/v1/destinations/sections/${rows[0].id}`).expect(200)).body as {
      images: { url: string; sizeBytes: number }[];
    };
    expect(section.images.length).toBeGreaterThanOrEqual(3);
    // The rows are there (the template's seed), the files are not in this data directory.
    expect((await ctx.http().get(section.images[0].url)).status).toBe(404);

    const summary = await runSeed(ds, new Date(), new LocalDiskStorageDriver(join(dataDir, 'storage')));
    expect(summary.imagesThisRun).toBe(0);
    for (const image of section.images) {
      const answer = await ctx.http().get(image.url).buffer(true).expect(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(Number(answer.headers['content-length'])).toBe(image.sizeBytes);
    }
    // Every seeded picture's file is back, not only this section's.
    const { rows: keys } = await ctx.db.query<{ s3_key: string }>(`SELECT s3_key FROM image WHERE s3_key LIKE 'images/%.webp'`);
    const storage = new LocalDiskStorageDriver(join(dataDir, 'storage'));
    const missing: string[] = [];
    for (const { s3_key: key } of keys) {
      const stored = await storage.get(key);
      if (stored) stored.body.destroy();
      else missing.push(key);
    }
    expect(missing).toEqual([]);
  });

  it('gives the seeded food extras 7 % VAT, as a new food extra gets, and the others 19 %', async () => {
    const { rows } = await ctx.db.query<{ type: string; vat_rate: number; vendor_id: number }>(
      `SELECT type, vat_rate, vendor_id FROM extra WHERE name = ANY($1) ORDER BY id`,
      [extras.map((e) => e.name)],
    );
    expect(rows.length).toBeGreaterThanOrEqual(extras.length);
    expect(rows.filter((r) => r.type === 'FOOD').map((r) => r.vat_rate)).toEqual(expect.arrayContaining([7]));
    expect(new Set(rows.filter((r) => r.type === 'FOOD').map((r) => r.vat_rate))).toEqual(new Set([7]));
    expect(new Set(rows.filter((r) => r.type !== 'FOOD').map((r) => r.vat_rate))).toEqual(new Set([19]));

    const token = await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: rows[0].vendor_id });
    const created = await ctx
      .http()
      .post('/api/v1/vendor/extras')
      .set({ Authorization: `Bearer ${token}` })
      .send({ name: `Krabbenbrötchen ${process.pid}`, type: 'FOOD', price: 6.5 })
      .expect(201);
    expect(created.body.vatRate).toBe(rows.find((r) => r.type === 'FOOD')!.vat_rate);
  });

  it("states in each location's price text the day rates its sections really charge", async () => {
    const { rows } = await ctx.db.query<{ name: string; price_text: { de: string; en: string }; low: number; high: number }>(
      `SELECT l.name, l.price_text, min(pr.price_cents)::int AS low, max(pr.price_cents)::int AS high
         FROM location l JOIN section s ON s.location_id = l.id JOIN price p ON p.section_id = s.id
         JOIN price_rate pr ON pr.price_id = p.id AND pr.type = 'DAY' AND NOT pr.discount
        WHERE l.name = ANY($1) GROUP BY l.id ORDER BY l.name`,
      [locations.map((l) => l.name)],
    );
    expect(rows).toHaveLength(locations.length);
    for (const row of rows) {
      const de = /Tagesmiete(?:\*\*)? (ab )?(\d+(?:,\d{2})?) €/.exec(row.price_text.de);
      const en = /Day rate(?:\*\*)? (from )?€(\d+(?:\.\d{2})?)/.exec(row.price_text.en);
      const said = (m: RegExpExecArray | null, comma: boolean) =>
        m && { from: m[1] !== undefined, cents: Math.round(Number(comma ? m[2].replace(',', '.') : m[2]) * 100) };
      const truth = { from: row.low !== row.high, cents: row.low };
      expect({ name: row.name, de: said(de, true), en: said(en, false) }).toEqual({ name: row.name, de: truth, en: truth });
      expect(`${row.price_text.de} ${row.price_text.en}`).not.toMatch(/[{}]/);
    }
  });
});
