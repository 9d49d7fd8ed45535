import { Module } from '@nestjs/common';
import { GeometryService } from '../../common/geometry.service.js';
import { BeachChairLookupService } from './beach-chair-lookup.service.js';
import { BeachesController } from './beaches.controller.js';
import { CitiesController } from './cities.controller.js';
import { DestinationSearchController } from './destination-search.controller.js';
import { DestinationSearchService } from './destination-search.service.js';
import { BeachesService, CitiesService, RegionsService, SectionsService } from './destinations.services.js';
import { RegionsController } from './regions.controller.js';
import { SectionsController } from './sections.controller.js';

@Module({
  controllers: [DestinationSearchController, RegionsController, CitiesController, BeachesController, SectionsController],
  providers: [
    GeometryService,
    RegionsService,
    CitiesService,
    BeachesService,
    SectionsService,
    DestinationSearchService,
    BeachChairLookupService,
  ],
  exports: [SectionsService, GeometryService],
})
export class DestinationsModule {}
