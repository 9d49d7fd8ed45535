import { Global, Module } from '@nestjs/common';
import { StorageService } from './storage.service.js';

/** The object storage (S3 or local disk), injectable everywhere. */
@Global()
@Module({ providers: [StorageService], exports: [StorageService] })
export class StorageModule {}
