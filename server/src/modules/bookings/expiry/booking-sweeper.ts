import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { BookingExpiryService } from './booking-expiry.service.js';

/**
 * The safety net: every BOOKING_SWEEP_SECONDS (0 = off) each instance expires the lapsed bookings whose delayed job was
 * lost (Redis flushed, enqueue failed, a crash between commit and enqueue). Instances share the work through SKIP LOCKED.
 * Not in an APP_ROLE=api process: the worker processes sweep.
 */
@Injectable()
export class BookingSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BookingSweeper');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly config: AppConfig,
    private readonly expiry: BookingExpiryService,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.BOOKING_SWEEP_SECONDS;
    if (!seconds || !this.config.runsBackgroundWork) return;
    this.timer = setInterval(() => void this.tick(), seconds * 1000);
    this.timer.unref();
  }

  /** One pass, unless the previous one is still running. */
  private tick(): Promise<void> {
    this.running ??= this.expiry
      .sweep()
      .then((count) => void (count && this.logger.log({ msg: 'lapsed bookings expired by the sweeper', count })))
      .catch((error: Error) => this.logger.error({ msg: 'sweep failed', error: error.message }))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
