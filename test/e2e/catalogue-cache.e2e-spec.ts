import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CatalogueCache } from '../../server/src/infra/cache/catalogue-cache.js';
import { startTestApp, TestContext } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

// Issue 15, item 3: the public catalogue is served from each instance's cache, and any write to the tables behind it
// (through the API of another instance, or straight in SQL) empties every instance's cache once it commits (the
// database's NOTIFY catalogue_changes): a read right after shows the change.

jest.setTimeout(60_000);

describe('the public catalogue cache across two instances', () => {
  let a: TestContext;
  let b: TestContext;
  let cache: CatalogueCache;
  let section: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
  const sectionPath = () => `/api/v1/destinations/sections/${section.id}`;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ CATALOGUE_CACHE_SECONDS: '60' });
    cache = b.app.get(CatalogueCache);
    await waitFor(() => cache.enabled || undefined, 'the listener of instance B');
    section = await a.factories.newRentalSection({ chairsPerRow: 3 });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('answers a repeated read from the cache, byte for byte, as JSON', async () => {
    const first = await b.http().get(sectionPath()).expect(200);
    const hits = cache.hits;
    const again = await b.http().get(sectionPath()).expect(200);
    expect(cache.hits).toBe(hits + 1);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.text).toBe(first.text);
    expect(again.body).toEqual(first.body);
  });

  it('a section renamed in SQL on the other side shows on the next read: the commit empties the cache', async () => {
    const before = await b.http().get(sectionPath()).expect(200);
    await b.http().get(sectionPath()).expect(200);
    const name = `Umbenannt ${Date.now()}`;
    await a.db.query(`UPDATE section SET name = $2 WHERE id = $1`, [section.id, name]);
    const renamed = await waitFor(
      async () => {
        const res = await b.http().get(sectionPath()).expect(200);
        return res.body.name === name ? res : undefined;
      },
      'the new name on instance B',
      1000,
    );
    expect(before.body.name).not.toBe(name);
    expect(renamed.body.id).toBe(section.id);
  });

  it("a chair deleted through instance A's API leaves instance B's section answer", async () => {
    const listed = async () => ((await b.http().get(sectionPath()).expect(200)).body.rowData as { id: number }[]).map((c) => c.id);
    const chair = section.chairIds[0][2];
    expect(await listed()).toContain(chair);
    await a
      .http()
      .delete(`/api/v1/features/beach_chair/${chair}`)
      .set('Authorization', `Bearer ${await a.adminToken()}`)
      .expect(204);
    const after = await waitFor(async () => ((await listed()).includes(chair) ? undefined : await listed()), 'the chair gone', 2000);
    expect(after).toEqual(section.chairIds[0].slice(0, 2));
  });

  it("a new extra of the vendor shows in B's public extras right after it is written", async () => {
    const path = `/api/v1/features/public/extras?publicReference=${section.publicReference}&itemsPerPage=0`;
    const names = async () => ((await b.http().get(path).expect(200)).body.items as { name: string }[]).map((e) => e.name);
    const before = await names();
    await names();
    await a.db.query(`INSERT INTO extra (vendor_id, name, price_cents, type) VALUES ($1, 'Windschutz', 500, 'ACCESSOIRES')`, [
      section.vendorId,
    ]);
    const after = await waitFor(async () => ((await names()).includes('Windschutz') ? names() : undefined), 'the new extra', 1000);
    expect(after.length).toBe(before.length + 1);
  });

  it('leaves CSV exports and non-GET calls alone', async () => {
    const csv = `/api/v1/destinations/sections?itemsPerPage=0&csv=true&filters=${encodeURIComponent(JSON.stringify({ id: section.id }))}`;
    const hits = cache.hits;
    const first = await b.http().get(csv).expect(200);
    expect(first.headers['content-type']).toMatch(/^text\/csv/);
    expect(first.headers['content-disposition']).toMatch(/attachment/);
    const again = await b.http().get(csv).expect(200);
    expect(again.headers['content-type']).toMatch(/^text\/csv/);
    expect(again.text).toBe(first.text);
    expect(cache.hits).toBe(hits);
  });
});
