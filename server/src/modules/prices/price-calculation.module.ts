import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module.js';
import { PriceCalculationController } from './price-calculation.controller.js';
import { PriceCalculationService } from './price-calculation.service.js';

/** Reading prices: the rates that apply and the price of a range (the back office's price CRUD lives beside it). */
@Module({
  imports: [AvailabilityModule],
  controllers: [PriceCalculationController],
  providers: [PriceCalculationService],
  exports: [PriceCalculationService],
})
export class PriceCalculationModule {}
