import { ApiProperty } from '@nestjs/swagger';
import { CsvFormat } from '../../common/list/csv.js';
import { ValidateEnum, ValidateId, ValidateString } from '../../common/validation/validation.js';

/** Which TSE signs a location's till: fiskaly's cloud TSE, or the local fake of the demo and the tests (not certified). */
export enum TseProviderName {
  FAKE = 'FAKE',
  FISKALY = 'FISKALY',
}

/** A TSS or client id as fiskaly names them (a UUID) or the fake does: letters, digits, '.', '_' and '-'. */
const TSE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** `/till/locations/{locationId}/tse`. */
export class TillLocationParamDto {
  @ValidateId() locationId: number;
}

/** Body of PUT /till/locations/{locationId}/tse. */
export class PutTillTseDto {
  @ValidateEnum(TseProviderName, 'TseProviderName') provider: TseProviderName;
  @ValidateString({
    optional: true,
    maxLength: 100,
    pattern: TSE_ID,
    description: 'The TSS at the provider (required for FISKALY; the fake names its own)',
  })
  tssId?: string;
  @ValidateString({
    optional: true,
    maxLength: 100,
    pattern: TSE_ID,
    description: "The TSS's client that is this location's till (required for FISKALY; the fake: default till-<locationId>)",
  })
  clientId?: string;
}

/** A location's TSE as configured: never a secret (the provider's key and secret stay in the server's configuration). */
export class TillTseConfigDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: TseProviderName, enumName: 'TseProviderName' }) provider: TseProviderName;
  @ApiProperty() tssId: string;
  @ApiProperty({ description: 'The TSE client: the till' }) clientId: string;
  @ApiProperty({ type: 'string', nullable: true, description: "The TSE's serial number (hex of its public key's SHA-256)" })
  tssSerialNumber: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: "The till's serial number as the TSE knows its client" })
  clientSerialNumber: string | null;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'The BSI certification id fiskaly names (e.g. BSI-K-TR-0490-2021); the fake has none',
  })
  certificationId: string | null;
  @ApiProperty({ description: 'False for the local fake: it is not a certified TSE' }) certified: boolean;
  @ApiProperty({ type: 'string', format: 'date-time', description: 'Since when this TSE signs the till' }) since: string;
}

export class TillLocationTseDto {
  @ApiProperty() locationId: number;
  @ApiProperty({ type: TillTseConfigDto, nullable: true, description: 'The active TSE; null while none was configured or created' })
  active: TillTseConfigDto | null;
  @ApiProperty({
    enum: TseProviderName,
    enumName: 'TseProviderName',
    isArray: true,
    description: 'The providers this server may use: FISKALY with a fiskaly key, FAKE outside production (or with TSE_FAKE)',
  })
  providers: TseProviderName[];
  @ApiProperty({ type: [Number], description: 'Open till sessions at the location: while any is open the TSE is not switched' })
  openSessionIds: number[];
}

/** Query of GET /till/registers. */
export class TillRegistersQueryDto {
  @ValidateEnum({ json: 'json', csv: 'csv' }, 'TillRegistersFormat', { optional: true, description: 'json (default) or csv' })
  format?: 'json' | 'csv';
  @ValidateEnum(CsvFormat, 'CsvFormat', { optional: true, description: 'The CSV dialect (with format=csv): rfc4180 (default) or excel-de' })
  csvFormat?: CsvFormat;
}

/**
 * One till (a location's TSE client with its TSE) for the notice to the tax office (§ 146a (4) AO): what the form asks
 * per electronic record-keeping system and its TSE.
 */
export class TillRegisterDto {
  @ApiProperty({ description: 'The till_tse row' }) id: number;
  @ApiProperty() locationId: number;
  @ApiProperty() locationName: string;
  @ApiProperty({ description: 'The location’s address, one line' }) locationAddress: string;
  @ApiProperty({ description: 'Art des Aufzeichnungssystems, e.g. "Elektronisches Aufzeichnungssystem (Cloud-Kasse) – Strandkorb 0.1.0"' })
  systemKind: string;
  @ApiProperty({ description: 'Software name' }) software: string;
  @ApiProperty({ description: 'Software version' }) softwareVersion: string;
  @ApiProperty({ description: "The till's id (the TSE client)" }) clientId: string;
  @ApiProperty({ description: "The till's serial number (the client's serial number at the TSE, else its id)" }) tillSerialNumber: string;
  @ApiProperty({ enum: TseProviderName, enumName: 'TseProviderName' }) provider: TseProviderName;
  @ApiProperty({ description: 'Art der TSE, e.g. "Cloud-TSE (fiskaly SIGN DE)"' }) tseKind: string;
  @ApiProperty() tssId: string;
  @ApiProperty({ type: 'string', nullable: true, description: "The TSE's serial number" }) tseSerialNumber: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'The BSI certification id (fiskaly), null for the fake' })
  certificationId: string | null;
  @ApiProperty() certified: boolean;
  @ApiProperty({ type: 'string', format: 'date-time', description: 'Configured (the row was created)' }) createdAt: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Its first transaction' })
  firstTransactionAt: string | null;
  @ApiProperty({ type: 'string', format: 'date', description: 'Datum der Inbetriebnahme (yyyy-MM-dd, Europe/Berlin)' }) startDate: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Retired (the TSE was switched)' })
  retiredAt: string | null;
  @ApiProperty({ type: 'string', format: 'date', nullable: true, description: 'Datum der Außerbetriebnahme (yyyy-MM-dd)' })
  retirementDate: string | null;
  @ApiProperty() transactionCount: number;
}

export class TillRegistersDto {
  @ApiProperty({ type: [TillRegisterDto] }) items: TillRegisterDto[];
}
