import { Module } from '@nestjs/common';
import { SqlService } from '../../infra/database/sql.service.js';
import { BookingsModule } from '../bookings/index.js';
import { TerminalController } from './terminal/terminal.controller.js';
import { TerminalDrivers } from './terminal/terminal-drivers.js';
import { TerminalPaymentsService } from './terminal/terminal-payments.service.js';
import { TillController } from './till.controller.js';
import { PublicReceiptsController } from './public-receipts.controller.js';
import { TillClosingDocumentService } from './till-closing-document.service.js';
import { TillSaleRecordsService } from './till-sale-records.service.js';
import { TillRegistersController } from './till-registers.controller.js';
import { TillRegistersService } from './till-registers.service.js';
import { TillTseConfigService } from './till-tse-config.service.js';
import { DsfinvkExportService } from './dsfinvk/dsfinvk-export.service.js';
import { TillCashService } from './till-cash.service.js';
import { TillReceiptsService } from './till-receipts.service.js';
import { TillSalesService } from './till-sales.service.js';
import { TillSessionsService } from './till-sessions.service.js';
import { TillTseService } from './till-tse.service.js';
import { FakeTse } from './tse/fake-tse.js';
import { FiskalyTse } from './tse/fiskaly-tse.js';

/** The till (issue 31, docs/till.md): sessions and counter sales; the booking itself is the bookings module's. */
@Module({
  imports: [BookingsModule],
  controllers: [TillController, PublicReceiptsController, TerminalController, TillRegistersController],
  providers: [
    SqlService,
    FakeTse,
    FiskalyTse,
    TillTseService,
    TillSessionsService,
    TillSalesService,
    TillCashService,
    TillReceiptsService,
    DsfinvkExportService,
    TillSaleRecordsService,
    TillClosingDocumentService,
    TerminalDrivers,
    TerminalPaymentsService,
    TillTseConfigService,
    TillRegistersService,
  ],
})
export class TillModule {}
