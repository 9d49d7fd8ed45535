import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { DEFAULT_TIME_ZONE } from '../../common/time.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { renderTillClosing } from '../documents/index.js';
import { TillCashService } from './till-cash.service.js';

const NAMES_SQL = `
SELECT v.company_name AS "vendorName", v.address AS "vendorAddress", l.name AS "locationName", tse.client_id AS "tillSerial",
       nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS cashier,
       t.tse_client_id AS "clientId", t.tse_algorithm AS algorithm, t.tse_public_key AS "publicKey"
  FROM till_session s
  JOIN location l ON l.id = s.location_id
  JOIN vendor v ON v.id = l.vendor_id
  LEFT JOIN app_user u ON u.id = s.cashier_id
  LEFT JOIN till_transaction t ON t.id = s.closing_transaction_id
  -- A session signs with one TSE (it is not switched while a session is open): its opening transaction's.
  LEFT JOIN till_tse tse ON tse.id = (SELECT o.tse_id FROM till_transaction o WHERE o.session_id = s.id ORDER BY o.id LIMIT 1)
 WHERE s.id = $1`;

/** The daily closing (Z-Bon) as an 80 mm PDF or a printable page, from the closing as it was frozen (docs/till.md). */
@Injectable()
export class TillClosingDocumentService {
  constructor(
    private readonly sql: SqlService,
    private readonly cash: TillCashService,
  ) {}

  async render(
    user: AuthUser,
    sessionId: number,
    format: 'pdf' | 'html',
  ): Promise<{ body: Buffer | string; contentType: string; fileName: string }> {
    const closing = await this.cash.closing(user, sessionId);
    const [names] = await this.sql.rows<{
      vendorName: string;
      vendorAddress: Record<string, unknown> | null;
      locationName: string;
      tillSerial: string | null;
      cashier: string | null;
      clientId: string | null;
      algorithm: string | null;
      publicKey: string | null;
    }>('till_closing_names', NAMES_SQL, [sessionId]);
    const body = await renderTillClosing(
      {
        ...closing,
        vendor: { name: names.vendorName, address: names.vendorAddress },
        location: names.locationName,
        tillSerial: names.clientId ?? names.tillSerial ?? '',
        cashier: names.cashier,
        openedAt: new Date(closing.openedAt),
        closedAt: new Date(closing.closedAt),
        tse: {
          ...closing.tse,
          algorithm: names.algorithm,
          publicKey: names.publicKey,
          timeStart: closing.tse.timeStart ? new Date(closing.tse.timeStart) : null,
          timeEnd: closing.tse.timeEnd ? new Date(closing.tse.timeEnd) : null,
        },
      },
      DEFAULT_TIME_ZONE,
      format,
    );
    return {
      body,
      contentType: format === 'pdf' ? 'application/pdf' : 'text/html; charset=utf-8',
      fileName: `Z-Bon-${sessionId}.${format}`,
    };
  }
}
