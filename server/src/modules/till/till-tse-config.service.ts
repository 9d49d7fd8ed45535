import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertInScope } from '../../common/auth/vendor-scope.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { AppConfig } from '../../config/app-config.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { txRows, type Rows } from '../../infra/database/tx-rows.js';
import { PutTillTseDto, TillLocationTseDto, TillTseConfigDto, TseProviderName } from './till-registers.dto.js';
import { newFakeTss } from './tse/fake-tse.js';
import { FiskalyStatusError, FiskalyTse } from './tse/fiskaly-tse.js';

interface ActiveRow {
  id: number;
  provider: TseProviderName;
  tssId: string;
  clientId: string;
  serialNumber: string | null;
  clientSerialNumber: string | null;
  certificationId: string | null;
  createdAt: Date;
}

/** What a new till_tse row holds besides its location. */
interface NewTse {
  provider: TseProviderName;
  tssId: string;
  clientId: string;
  serialNumber: string;
  clientSerialNumber: string;
  certificationId: string | null;
  fake?: { privateKey: string; publicKey: string };
}

const ACTIVE_SQL = `
SELECT id, provider, tss_id AS "tssId", client_id AS "clientId", serial_number AS "serialNumber",
       client_serial_number AS "clientSerialNumber", certification_id AS "certificationId", created_at AS "createdAt"
  FROM till_tse WHERE location_id = $1 AND retired_at IS NULL`;

const OPEN_SESSIONS_SQL = `SELECT id FROM till_session WHERE location_id = $1 AND closed_at IS NULL ORDER BY id`;

/**
 * Which TSE signs a location's till (docs/till.md, "TSE configuration"): the active till_tse row, and switching it. A
 * switch retires the active row (kept for ever, for the notice to the tax office) and starts a new one, only while no
 * session is open at the location (all of a session's transactions are signed by one TSE). fiskaly's TSS and client
 * are checked with fiskaly first, and its serial numbers and certification id read from it.
 */
@Injectable()
export class TillTseConfigService {
  private readonly logger = new Logger('TillTseConfig');

  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly config: AppConfig,
    private readonly fiskaly: FiskalyTse,
  ) {}

  async get(user: AuthUser, locationId: number): Promise<TillLocationTseDto> {
    await this.location(user, locationId);
    return this.dto(this.sql, locationId);
  }

  async put(user: AuthUser, locationId: number, dto: PutTillTseDto): Promise<TillLocationTseDto> {
    await this.location(user, locationId);
    const wanted = await this.checked(locationId, dto);
    const changed = await this.db.transaction(async (m) => {
      // The location row locked: a session opening now (its insert's foreign key check) waits for this switch, and a
      // switch waits for a session being opened; so the open sessions read next are all there are.
      await m.query(`SELECT id FROM location WHERE id = $1 FOR UPDATE`, [locationId]);
      const [active] = await txRows<ActiveRow>(m, ACTIVE_SQL, [locationId]);
      // The same TSS and client again changes nothing (PUT is idempotent).
      if (active && active.provider === wanted.provider && active.tssId === wanted.tssId && active.clientId === wanted.clientId)
        return false;
      const open = await txRows<{ id: number }>(m, OPEN_SESSIONS_SQL, [locationId]);
      if (open.length)
        throw new DomainError(
          ErrorType.TSE_SWITCH_WHILE_SESSION_OPEN,
          `Till session ${open.map((s) => s.id).join(', ')} is open at location ${locationId}: close it before switching the TSE`,
          { locationId, sessionIds: open.map((s) => s.id) },
        );
      if (active) await m.query(`UPDATE till_tse SET retired_at = now() WHERE id = $1`, [active.id]);
      await this.insert(m, locationId, wanted, user.userId);
      return true;
    });
    if (changed)
      this.logger.log({ msg: 'TSE switched', locationId, provider: wanted.provider, tssId: wanted.tssId, clientId: wanted.clientId });
    return this.dto(this.sql, locationId);
  }

  /** The providers this server may use now. */
  providers(): TseProviderName[] {
    return [...(this.fiskaly.configured ? [TseProviderName.FISKALY] : []), ...(this.config.tseFakeAllowed ? [TseProviderName.FAKE] : [])];
  }

  private async location(user: AuthUser, locationId: number): Promise<void> {
    const [location] = await this.sql.rows<{ vendorId: number }>(
      'till_tse_location',
      `SELECT vendor_id AS "vendorId" FROM location WHERE id = $1`,
      [locationId],
    );
    if (!location)
      throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `Location ${locationId} not found`, { entity: 'Location', id: locationId });
    assertInScope(user, location.vendorId, 'Location', locationId, locationId);
  }

  /** The new TSE as asked for, checked: fiskaly's TSS and client exist and can sign; the fake only where allowed. */
  private async checked(locationId: number, dto: PutTillTseDto): Promise<NewTse> {
    if (dto.provider === TseProviderName.FAKE) {
      if (!this.config.tseFakeAllowed)
        throw new DomainError(
          ErrorType.TSE_FAKE_NOT_ALLOWED,
          'The local fake TSE is not allowed on this server (production without TSE_FAKE)',
          {
            locationId,
          },
        );
      const tss = newFakeTss();
      const clientId = dto.clientId ?? `till-${locationId}`;
      return {
        provider: TseProviderName.FAKE,
        tssId: dto.tssId ?? `fake-tss-${locationId}`,
        clientId,
        serialNumber: tss.serialNumber,
        clientSerialNumber: clientId,
        certificationId: null,
        fake: { privateKey: tss.privateKey, publicKey: tss.publicKey },
      };
    }
    for (const field of ['tssId', 'clientId'] as const)
      if (!dto[field])
        throw new DomainError(ErrorType.INVALID_INPUT, `${field} is required for FISKALY: the TSS and its client (the till) at fiskaly`, {
          field,
        });
    const tssId = dto.tssId!;
    const clientId = dto.clientId!;
    if (!this.fiskaly.configured)
      throw new DomainError(
        ErrorType.INTEGRATION_NOT_CONFIGURED,
        'This server has no fiskaly key (FISKALY_API_KEY and FISKALY_API_SECRET)',
        {
          integration: 'fiskaly',
          variable: 'FISKALY_API_KEY',
        },
      );
    const found = await this.fiskaly.lookup(tssId, clientId).catch((error: unknown) => {
      const status = error instanceof FiskalyStatusError ? error.status : null;
      throw new DomainError(ErrorType.INTEGRATION_FAILED, `fiskaly could not be asked for TSS ${tssId}: ${(error as Error).message}`, {
        integration: 'fiskaly',
        status,
      });
    });
    const unusable = (entity: 'TSS' | 'TseClient', field: 'tssId' | 'clientId', id: string, reason: string, state: string | null) =>
      new DomainError(
        ErrorType.TSE_NOT_USABLE,
        reason === 'NOT_FOUND' ? `fiskaly knows no ${entity} ${id}` : `fiskaly's ${entity} ${id} is ${state}: it cannot sign`,
        { provider: TseProviderName.FISKALY, entity, field, id, reason, state },
      );
    if (!found.tss) throw unusable('TSS', 'tssId', tssId, 'NOT_FOUND', null);
    if (found.tss.state !== 'INITIALIZED') throw unusable('TSS', 'tssId', tssId, 'NOT_INITIALIZED', found.tss.state);
    if (!found.client) throw unusable('TseClient', 'clientId', clientId, 'NOT_FOUND', null);
    if (found.client.state !== 'REGISTERED') throw unusable('TseClient', 'clientId', clientId, 'NOT_REGISTERED', found.client.state);
    if (!found.tss.serial_number) throw unusable('TSS', 'tssId', tssId, 'NOT_INITIALIZED', found.tss.state);
    return {
      provider: TseProviderName.FISKALY,
      tssId,
      clientId,
      serialNumber: found.tss.serial_number,
      clientSerialNumber: found.client.serial_number ?? clientId,
      certificationId: found.tss.bsi_certification_id ?? null,
    };
  }

  private async insert(m: EntityManager, locationId: number, t: NewTse, userId: number | undefined): Promise<void> {
    await m.query(
      `INSERT INTO till_tse (location_id, provider, tss_id, client_id, serial_number, client_serial_number, certification_id,
                             fake_private_key, fake_public_key, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        locationId,
        t.provider,
        t.tssId,
        t.clientId,
        t.serialNumber,
        t.clientSerialNumber,
        t.certificationId,
        t.fake?.privateKey ?? null,
        t.fake?.publicKey ?? null,
        userId ?? null,
      ],
    );
  }

  private async dto(q: Rows, locationId: number): Promise<TillLocationTseDto> {
    const [active] = await q.rows<ActiveRow>('till_tse_active', ACTIVE_SQL, [locationId]);
    const open = await q.rows<{ id: number }>('till_tse_open_sessions', OPEN_SESSIONS_SQL, [locationId]);
    return { locationId, active: active ? configDto(active) : null, providers: this.providers(), openSessionIds: open.map((s) => s.id) };
  }
}

function configDto(row: ActiveRow): TillTseConfigDto {
  return {
    id: row.id,
    provider: row.provider,
    tssId: row.tssId,
    clientId: row.clientId,
    tssSerialNumber: row.serialNumber,
    clientSerialNumber: row.clientSerialNumber ?? row.clientId,
    certificationId: row.certificationId,
    certified: row.provider === TseProviderName.FISKALY,
    since: row.createdAt.toISOString(),
  };
}
