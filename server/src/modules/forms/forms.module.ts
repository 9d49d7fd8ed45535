import { Module } from '@nestjs/common';
import { MultipartModule } from '@nestjs/platform-fastify/multipart';
import { AppConfig } from '../../config/app-config.js';
import { UploadErrorsInterceptor } from '../inventory/index.js';
import { FormsController } from './forms.controller.js';
import { FormsService } from './forms.service.js';

/** POST /features/public/forms/{contact|vendor}: the storefront's forms, delivered by mail. */
@Module({
  imports: [
    MultipartModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } }),
    }),
  ],
  controllers: [FormsController],
  providers: [FormsService, UploadErrorsInterceptor],
})
export class FormsModule {}
