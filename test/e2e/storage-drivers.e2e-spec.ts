import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { loadConfig } from '../../server/src/config/app-config.js';
import { LocalDiskStorageDriver } from '../../server/src/infra/storage/local-disk.storage-driver.js';
import { S3StorageDriver } from '../../server/src/infra/storage/s3.storage-driver.js';
import type { StorageDriver } from '../../server/src/infra/storage/storage-driver.js';
import { storageDriverFor } from '../../server/src/infra/storage/storage.service.js';
import { startS3, TestS3 } from '../support/s3.js';

const read = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

let s3: TestS3;
let localRoot: string;
const drivers: Record<string, () => StorageDriver> = {};

beforeAll(async () => {
  s3 = await startS3();
  localRoot = mkdtempSync(join(tmpdir(), 'strandkorb-local-'));
  drivers.local = () => new LocalDiskStorageDriver(localRoot);
  drivers.s3 = () =>
    new S3StorageDriver({
      bucket: s3.bucket,
      region: 'eu-central-1',
      endpoint: s3.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
});
afterAll(async () => {
  await s3.close();
  rmSync(localRoot, { recursive: true, force: true });
});

describe.each(['local', 's3'])('storage driver %s', (name) => {
  it('stores, reads back, overwrites and deletes an object', async () => {
    const driver = drivers[name]();
    const key = `images/${name}-${Date.now()}.png`;
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 0]);
    await driver.put(key, bytes, 'image/png');
    const stored = await driver.get(key);
    expect(stored?.size).toBe(bytes.length);
    expect(await read(stored!.body)).toEqual(bytes);
    await driver.put(key, Buffer.from('second'), 'text/plain');
    expect((await read((await driver.get(key))!.body)).toString()).toBe('second');
    await driver.delete(key);
    expect(await driver.get(key)).toBeUndefined();
    await driver.delete(key); // deleting a missing key is fine
  });

  it('answers undefined for a key never written, and refuses keys that could escape', async () => {
    const driver = drivers[name]();
    expect(await driver.get('files/never-written.pdf')).toBeUndefined();
    for (const key of ['../etc/passwd', 'files/../../x', '/abs/path', 'Files/UPPER.pdf', 'files//double', '']) {
      await expect(driver.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('keeps large objects intact', async () => {
    const driver = drivers[name]();
    const key = `files/${name}-large-${Date.now()}.pdf`;
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    await driver.put(key, bytes, 'application/pdf');
    expect((await read((await driver.get(key))!.body)).equals(bytes)).toBe(true);
    await driver.delete(key);
  });
});

describe('storage driver selection and the S3 object', () => {
  it('uses local disk without S3_BUCKET and S3 with it', () => {
    expect(storageDriverFor(loadConfig({ NODE_ENV: 'test', DATA_DIR: localRoot })).name).toBe('local');
    expect(storageDriverFor(loadConfig({ NODE_ENV: 'test', ...s3.env })).name).toBe('s3');
  });

  it('writes the local files under DATA_DIR/storage and the S3 objects with their content type', async () => {
    const local = storageDriverFor(loadConfig({ NODE_ENV: 'test', DATA_DIR: localRoot }));
    await local.put('images/probe.webp', Buffer.from('RIFF'), 'image/webp');
    expect(existsSync(join(localRoot, 'storage', 'images', 'probe.webp'))).toBe(true);

    const driver = storageDriverFor(loadConfig({ NODE_ENV: 'test', ...s3.env }));
    await driver.put('documents/probe.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'documents/probe.pdf' }));
    expect(object.ContentType).toBe('application/pdf');
    client.destroy();
  });
});
