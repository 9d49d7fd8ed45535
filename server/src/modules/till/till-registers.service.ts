import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { locationScopeOf, vendorScopeOf } from '../../common/auth/vendor-scope.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { CsvFormat, toCsv } from '../../common/list/csv.js';
import { calendarDate } from '../../common/time.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { TillRegisterDto, TseProviderName } from './till-registers.dto.js';

/** The till's software as the notice to the tax office names it (the DSFinV-K's cashregister.csv says the same). */
export const TILL_SOFTWARE = { name: 'Strandkorb', version: process.env.npm_package_version ?? '0.1.0' };
const SYSTEM_KIND = 'Elektronisches Aufzeichnungssystem (Cloud-Kasse)';
const TSE_KIND: Record<TseProviderName, string> = {
  FISKALY: 'Cloud-TSE (fiskaly SIGN DE)',
  FAKE: 'Demo-TSE (lokal, nicht zertifiziert)',
};

interface RegisterRow {
  id: number;
  locationId: number;
  locationName: string;
  locationAddress: string;
  provider: TseProviderName;
  tssId: string;
  clientId: string;
  serialNumber: string | null;
  clientSerialNumber: string | null;
  certificationId: string | null;
  createdAt: Date;
  retiredAt: Date | null;
  firstTransactionAt: Date | null;
  transactionCount: number;
}

/** Every till_tse row of the vendor (of the location, in a location context), retired ones too, oldest first per location. */
const REGISTERS_SQL = `
SELECT s.id, s.location_id AS "locationId", l.name AS "locationName",
       concat_ws(', ', nullif(concat_ws(' ', l.address->>'street', l.address->>'houseNumber'), ''),
                 nullif(concat_ws(' ', l.address->>'zip', l.address->>'city'), '')) AS "locationAddress",
       s.provider, s.tss_id AS "tssId", s.client_id AS "clientId",
       -- A row from before the serial was stored (fiskaly's, made by hand) takes the one its signatures name.
       coalesce(s.serial_number, tx.serial) AS "serialNumber", s.client_serial_number AS "clientSerialNumber",
       s.certification_id AS "certificationId", s.created_at AS "createdAt", s.retired_at AS "retiredAt",
       tx.first AS "firstTransactionAt", coalesce(tx.count, 0) AS "transactionCount"
  FROM till_tse s JOIN location l ON l.id = s.location_id
  LEFT JOIN LATERAL (
    SELECT min(t.created_at) AS first, count(*)::int AS count,
           (array_agg(t.tse_serial_number ORDER BY t.id) FILTER (WHERE t.tse_serial_number IS NOT NULL))[1] AS serial
      FROM till_transaction t WHERE t.tse_id = s.id) tx ON true
 WHERE l.vendor_id = $1 AND ($2::int IS NULL OR s.location_id = $2)
 ORDER BY l.name, l.id, s.created_at, s.id`;

/**
 * The tills for the notice to the tax office (§ 146a (4) AO, docs/till.md "The notice page"): each TSE a location's
 * till had, with the system's kind and software, the till's and the TSE's serial numbers, the certification id and
 * the dates of start and retirement; as JSON or CSV.
 */
@Injectable()
export class TillRegistersService {
  constructor(private readonly sql: SqlService) {}

  async list(user: AuthUser): Promise<TillRegisterDto[]> {
    const vendorId = vendorScopeOf(user);
    if (vendorId === null)
      throw new DomainError(ErrorType.FORBIDDEN, 'Choose a vendor context first: the notice lists one vendor’s tills', {});
    const rows = await this.sql.rows<RegisterRow>('till_registers', REGISTERS_SQL, [vendorId, locationScopeOf(user)]);
    return rows.map(registerDto);
  }

  /** The notice as CSV, German column names (the form is German); dates as days, excel-de writes them dd.MM.yyyy. */
  csv(items: TillRegisterDto[], format: CsvFormat = CsvFormat.RFC4180): string {
    return toCsv(
      items.map((r) => ({
        Standort: r.locationName,
        Anschrift: r.locationAddress,
        'Art des Aufzeichnungssystems': r.systemKind,
        Software: r.software,
        Softwareversion: r.softwareVersion,
        'Kassen-ID (TSE-Client)': r.clientId,
        'Seriennummer der Kasse': r.tillSerialNumber,
        'Art der TSE': r.tseKind,
        'TSS-ID': r.tssId,
        'Seriennummer der TSE': r.tseSerialNumber ?? '',
        'BSI-Zertifizierungs-ID': r.certificationId ?? '',
        Inbetriebnahme: r.startDate,
        Außerbetriebnahme: r.retirementDate ?? '',
        Buchungen: r.transactionCount,
      })),
      { format },
    );
  }
}

function registerDto(r: RegisterRow): TillRegisterDto {
  return {
    id: r.id,
    locationId: r.locationId,
    locationName: r.locationName,
    locationAddress: r.locationAddress,
    systemKind: `${SYSTEM_KIND} – ${TILL_SOFTWARE.name} ${TILL_SOFTWARE.version}`,
    software: TILL_SOFTWARE.name,
    softwareVersion: TILL_SOFTWARE.version,
    clientId: r.clientId,
    tillSerialNumber: r.clientSerialNumber ?? r.clientId,
    provider: r.provider,
    tseKind: TSE_KIND[r.provider],
    tssId: r.tssId,
    tseSerialNumber: r.serialNumber,
    certificationId: r.certificationId,
    certified: r.provider === TseProviderName.FISKALY,
    createdAt: r.createdAt.toISOString(),
    firstTransactionAt: r.firstTransactionAt?.toISOString() ?? null,
    // In service from its first transaction; a TSE configured but not used yet from the day it was configured.
    startDate: calendarDate(r.firstTransactionAt ?? r.createdAt),
    retiredAt: r.retiredAt?.toISOString() ?? null,
    retirementDate: r.retiredAt ? calendarDate(r.retiredAt) : null,
    transactionCount: r.transactionCount,
  };
}
