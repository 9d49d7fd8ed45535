import { Module } from '@nestjs/common';
import { VendorPricesController } from './vendor-prices.controller.js';
import { VendorPricesService } from './vendor-prices.service.js';

/** Price definitions (the vendor's /vendor/prices) and the price calculation. */
@Module({
  controllers: [VendorPricesController],
  providers: [VendorPricesService],
})
export class PricesModule {}
