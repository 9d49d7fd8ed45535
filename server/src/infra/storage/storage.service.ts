import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { AppConfig } from '../../config/app-config.js';
import { LocalDiskStorageDriver } from './local-disk.storage-driver.js';
import { S3StorageDriver } from './s3.storage-driver.js';
import type { StorageDriver, StoredObject } from './storage-driver.js';

/** The driver the configuration asks for: S3 when S3_BUCKET is set, local disk under DATA_DIR/storage otherwise. */
export function storageDriverFor(config: AppConfig): StorageDriver {
  if (config.S3_BUCKET) {
    return new S3StorageDriver({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalDiskStorageDriver(join(config.DATA_DIR, 'storage'));
}

/** Files, images and documents by key; keys are made here, never taken from a client. */
@Injectable()
export class StorageService implements OnModuleDestroy {
  private readonly logger = new Logger('Storage');
  readonly driver: StorageDriver;

  constructor(config: AppConfig) {
    this.driver = storageDriverFor(config);
  }

  /** A fresh key under `folder` (e.g. 'images') with the extension of the stored type. */
  newKey(folder: string, extension: string): string {
    return `${folder}/${randomUUID()}.${extension}`;
  }

  put(key: string, body: Buffer, contentType: string): Promise<void> {
    return this.driver.put(key, body, contentType);
  }

  get(key: string): Promise<StoredObject | undefined> {
    return this.driver.get(key);
  }

  /** Best effort: the database row is gone already; an orphaned object is logged, not an error for the caller. */
  async deleteQuietly(key: string): Promise<void> {
    try {
      await this.driver.delete(key);
    } catch (error) {
      this.logger.warn({ msg: 'could not delete a stored object', key, error: String(error) });
    }
  }

  onModuleDestroy(): void {
    if (this.driver instanceof S3StorageDriver) this.driver.destroy();
  }
}
