import { MultipartModule } from '@nestjs/platform-fastify/multipart';
import { AppConfig } from '../../config/app-config.js';
import { SevdeskClient } from '../../infra/sevdesk/sevdesk.client.js';
import { DestinationsModule } from '../destinations/destinations.module.js';
import { BeachChairListService } from './beach-chairs/beach-chair-list.service.js';
import { BeachChairRules } from './beach-chairs/beach-chair-rules.js';
import { BeachChairsController } from './beach-chairs/beach-chairs.controller.js';
import { BeachChairsService } from './beach-chairs/beach-chairs.service.js';
import { ChairExtrasService } from './beach-chairs/chair-extras.service.js';
import { VendorExtrasController } from './extras/vendor-extras.controller.js';
import { VendorExtrasService } from './extras/vendor-extras.service.js';
import { LocationsController } from './locations/locations.controller.js';
import { LocationsService } from './locations/locations.service.js';
import { FilesService } from './media/files.service.js';
import { ImagesService } from './media/images.service.js';
import { FilesController } from './media/files.controller.js';
import { ImagesController } from './media/images.controller.js';
import { PublicImagesController } from './media/public-images.controller.js';
import { UploadErrorsInterceptor } from './media/upload-errors.interceptor.js';
import { OwnershipService } from './ownership.service.js';
import { RowsService } from './sections/rows.service.js';
import { VendorSectionsController } from './sections/vendor-sections.controller.js';
import { VendorSectionsService } from './sections/vendor-sections.service.js';
import { TermsController } from './terms/terms.controller.js';
import { TermsService } from './terms/terms.service.js';
import { VendorSevdeskService } from './vendors/vendor-sevdesk.service.js';
import { VendorsController } from './vendors/vendors.controller.js';
import { VendorsService } from './vendors/vendors.service.js';

// The vendor back office of the inventory module (vendors, locations, sections, rows, chairs, extras, files, images,
// terms), kept in one list so the module file stays short and shared.

export const BACK_OFFICE_IMPORTS = [
  DestinationsModule,
  // Upload limits for the multipart interceptors of this module.
  MultipartModule.registerAsync({
    inject: [AppConfig],
    useFactory: (config: AppConfig) => ({ limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 } }),
  }),
];

export const BACK_OFFICE_CONTROLLERS = [
  VendorsController,
  TermsController,
  LocationsController,
  VendorSectionsController,
  BeachChairsController,
  VendorExtrasController,
  FilesController,
  ImagesController,
  PublicImagesController,
];

export const BACK_OFFICE_PROVIDERS = [
  OwnershipService,
  SevdeskClient,
  VendorsService,
  VendorSevdeskService,
  TermsService,
  LocationsService,
  VendorSectionsService,
  RowsService,
  BeachChairRules,
  BeachChairsService,
  ChairExtrasService,
  BeachChairListService,
  VendorExtrasService,
  FilesService,
  ImagesService,
  UploadErrorsInterceptor,
];
