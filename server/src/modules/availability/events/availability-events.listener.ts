import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { AppConfig } from '../../../config/app-config.js';
import { CatalogueCache } from '../../../infra/cache/catalogue-cache.js';
import { sessionTimeouts } from '../../../infra/database/data-source-options.js';
import { parseChange } from './availability-event.js';
import { AvailabilityCache } from './availability-cache.js';
import { AvailabilityEventsHub } from './availability-events.hub.js';

/** The channels the database's triggers announce changes on (migration AvailabilityEvents): a chair's, a section's. */
export const AVAILABILITY_CHANNEL = 'availability_events';
export const SECTIONS_CHANNEL = 'availability_sections';
/** Any change of the public catalogue's tables (migration CatalogueChanges): the catalogue cache goes. */
export const CATALOGUE_CHANNEL = 'catalogue_changes';

/**
 * One connection per instance LISTENs for the database's availability changes: they arrive only once their
 * transaction committed, on every instance alike (the cross-instance path). A lost connection is opened again with
 * a growing pause; changes missed meanwhile are what Last-Event-ID's replay (from availability_event) is for.
 */
@Injectable()
export class AvailabilityEventsListener implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('AvailabilityEvents');
  private client?: pg.Client;
  private stopped = false;
  private retryMs = 500;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly config: AppConfig,
    private readonly hub: AvailabilityEventsHub,
    private readonly cache: AvailabilityCache,
    private readonly catalogue: CatalogueCache,
  ) {}

  async onModuleInit(): Promise<void> {
    // A worker serves no streams.
    if (!this.config.servesApi) return;
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  /** Whether this instance is listening right now (health and tests). */
  get listening(): boolean {
    return this.client !== undefined;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.config.DATABASE_URL,
      application_name: 'strandkorb-availability-events',
      ...sessionTimeouts(this.config),
    });
    client.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) {
        this.catalogue.clear();
        return;
      }
      if (message.channel === SECTIONS_CHANNEL) {
        // A section's rules, rows, prices or chairs' data changed (0: a location's or vendor's: any section).
        const sectionId = Number(message.payload);
        if (!Number.isSafeInteger(sectionId)) return;
        if (sectionId === 0) this.cache.clear();
        else {
          this.cache.invalidate(sectionId);
          this.hub.reset(sectionId);
        }
        return;
      }
      const change = parseChange(message.payload);
      if (!change) return;
      this.cache.invalidate(change.sectionId);
      this.hub.dispatch(change);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${AVAILABILITY_CHANNEL}; LISTEN ${SECTIONS_CHANNEL}; LISTEN ${CATALOGUE_CHANNEL}`);
      this.client = client;
      this.retryMs = 500;
      this.cache.setConnected(true);
      this.catalogue.setConnected(true);
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.client === client) this.client = undefined;
    this.cache.setConnected(false);
    this.catalogue.setConnected(false);
    void client.end().catch(() => undefined);
    if (this.stopped || this.retry) return;
    this.logger.warn({
      msg: 'availability listener lost its connection; retrying',
      retryMs: this.retryMs,
      error: error instanceof Error ? error.message : 'connection ended',
    });
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.stopped) void this.connect();
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, 10_000);
  }
}
