import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { AuthModule } from './common/auth/auth.module.js';
import { DatabaseModule } from './infra/database/database.module.js';
import { RedisModule } from './infra/redis/redis.module.js';
import { QueueModule } from './infra/queue/queue.module.js';
import { MailModule } from './infra/mail/mail.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { DestinationsModule } from './modules/destinations/destinations.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { StorageModule } from './infra/storage/storage.module.js';
import { CatalogueCacheModule } from './infra/cache/catalogue-cache.js';
import { InventoryModule } from './modules/inventory/inventory.module.js';
import { PricesModule } from './modules/prices/prices.module.js';
import { AvailabilityModule } from './modules/availability/availability.module.js';
import { PriceCalculationModule } from './modules/prices/price-calculation.module.js';
import { BookingsModule } from './modules/bookings/bookings.module.js';
import { PublicCatalogueModule } from './modules/inventory/index.js';
import { FormsModule } from './modules/forms/forms.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { DocumentsModule } from './modules/documents/documents.module.js';
import { LocksModule } from './modules/locks/locks.module.js';
import { TillModule } from './modules/till/till.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        RedisModule,
        AuthModule,
        RateLimitModule,
        QueueModule,
        MailModule,
        HealthModule,
        StorageModule,
        CatalogueCacheModule,
        DestinationsModule,
        InventoryModule,
        PricesModule,
        AvailabilityModule,
        PriceCalculationModule,
        PublicCatalogueModule,
        BookingsModule,
        UsersModule,
        FormsModule,
        PaymentsModule,
        DocumentsModule,
        LocksModule,
        TillModule,
      ],
    };
  }
}
