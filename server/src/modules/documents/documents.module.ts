import { Module } from '@nestjs/common';
import { SqlService } from '../../infra/database/sql.service.js';
import { BookingsModule } from '../bookings/index.js';
import { BookingDetailsShortInvoiceController } from './booking-details-short-invoice.controller.js';
import { DocumentGeneratorService } from './document-generator.service.js';
import { DocumentsController } from './documents.controller.js';
import { DocumentsService } from './documents.service.js';

/**
 * Documents: the booking PDFs (invoice, cancellation, one chair's cancellation, short invoice) rendered with pdfkit and
 * kept in the storage service, listed and downloaded by the vendor. The bookings module asks for them through the
 * GENERATE_DOCUMENT job (it never imports this module); this module reads the invoice figures from BookingMoneyService.
 * Its /features/booking_details route (the short invoice) stays here with its renderer; bookings/office/ points to it
 * (docs/route-homes.md).
 */
@Module({
  imports: [BookingsModule],
  controllers: [DocumentsController, BookingDetailsShortInvoiceController],
  providers: [SqlService, DocumentsService, DocumentGeneratorService],
})
export class DocumentsModule {}
