import { Module } from '@nestjs/common';
import { PublicCatalogueController } from './public-catalogue.controller.js';
import { PublicCatalogueService } from './public-catalogue.service.js';

/** The inventory's public catalogue (extras, vendor, config, chair filters), read by the storefront by publicReference. */
@Module({
  controllers: [PublicCatalogueController],
  providers: [PublicCatalogueService],
})
export class PublicCatalogueModule {}
