import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { SqlService } from '../../../infra/database/sql.service.js';

/** How long availability_event rows are kept: what a reconnecting stream can replay (older Last-Event-IDs get `reset`). */
export const EVENT_RETENTION_HOURS = 24;
const EVERY_MS = 10 * 60_000;

/** Deletes old availability_event rows every ten minutes; runs where the background work runs (APP_ROLE all or worker). */
@Injectable()
export class AvailabilityEventsPruner implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('AvailabilityEvents');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly config: AppConfig,
    private readonly sql: SqlService,
  ) {}

  onModuleInit(): void {
    if (!this.config.runsBackgroundWork) return;
    this.timer = setInterval(() => void this.prune(), EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Answers how many rows went. */
  async prune(): Promise<number> {
    try {
      const rows = await this.sql.rows<{ id: string }>(
        'availability_events_prune',
        `DELETE FROM availability_event WHERE created_at < now() - make_interval(hours => $1) RETURNING id`,
        [EVENT_RETENTION_HOURS],
      );
      return rows.length;
    } catch (error) {
      this.logger.warn({ msg: 'pruning availability events failed', error: String(error) });
      return 0;
    }
  }
}
