import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { AppConfig } from '../../config/app-config.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { txRows } from '../../infra/database/tx-rows.js';
import { FakeTse, newFakeTss } from './tse/fake-tse.js';
import { FiskalyTse } from './tse/fiskaly-tse.js';
import type { TseProvider, TseSignature, TseTarget, TseTransactionData } from './tse/tse.js';
import type { TillTseDto } from './till.dto.js';

export type TillTransactionKind = 'SALE' | 'STORNO' | 'CASH_IN' | 'CASH_OUT' | 'OPENING' | 'CLOSING';

interface Unsigned {
  id: number;
  locationId: number;
  tseId: number;
  txId: string;
  data: TseTransactionData;
  provider: 'FAKE' | 'FISKALY';
  tssId: string;
  clientId: string;
}

/**
 * A transaction's lease while its TSE is asked: a second signer (the sweeper, another instance) leaves it alone meanwhile.
 * It is signed by the TSE it was recorded for (tse_id), also when that TSE was retired since (a failed signature of
 * the last session before a switch).
 */
const CLAIM_SQL = `
UPDATE till_transaction t SET tse_claimed_until = now() + interval '30 seconds', tse_attempts = tse_attempts + 1
  FROM till_tse s
 WHERE t.id = $1 AND s.id = t.tse_id AND t.tse_state <> 'SIGNED'
   AND (t.tse_claimed_until IS NULL OR t.tse_claimed_until < now())
RETURNING t.id, t.location_id AS "locationId", s.id AS "tseId", t.tse_tx_id AS "txId", s.provider, s.tss_id AS "tssId", s.client_id AS "clientId",
          jsonb_build_object('receiptType', t.receipt_type, 'amountsPerVatRate', t.amounts_per_vat_rate,
                             'amountsPerPaymentType', t.amounts_per_payment_type) AS data`;

const SIGNED_SQL = `
UPDATE till_transaction SET tse_state = 'SIGNED', tse_error = NULL, tse_claimed_until = NULL, signed_at = now(),
       tse_number = $2, tse_signature_counter = $3, tse_signature = $4, tse_algorithm = $5, tse_public_key = $6, tse_serial_number = $7,
       tse_client_id = $8, tse_time_start = $9, tse_time_end = $10, tse_qr_code_data = $11, tse_uncertified = $12
 WHERE id = $1 AND tse_state <> 'SIGNED'`;

const DTO_SQL = `
SELECT tse_state AS state, tse_number AS "transactionNumber", tse_signature_counter AS "signatureCounter", tse_signature AS signature,
       tse_serial_number AS "serialNumber", tse_qr_code_data AS "qrCodeData", tse_time_start AS "timeStart", tse_time_end AS "timeEnd",
       coalesce(tse_uncertified, false) AS uncertified, tse_error AS error
  FROM till_transaction WHERE id = $1`;

/**
 * The till's TSE (docs/till.md): which TSE a location signs with, the transactions to sign (recorded in the sale's or
 * the session's own transaction), signing them after the commit, and the sweeper that signs what a TSE outage left
 * unsigned. A sale never waits on a failed TSE: the transaction is marked FAILED with the reason and signed later.
 */
@Injectable()
export class TillTseService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('TillTse');
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly sql: SqlService,
    private readonly config: AppConfig,
    private readonly fake: FakeTse,
    private readonly fiskaly: FiskalyTse,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.TSE_RETRY_SECONDS;
    if (!seconds || !this.config.runsBackgroundWork) return;
    this.timer = setInterval(() => {
      this.running = this.sweep().catch((error: unknown) => this.logger.error({ msg: 'TSE retry failed', error: String(error) }));
    }, seconds * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /**
   * Makes sure the location's till has a TSE, inside `m`: a configured one, or (where allowed) a new local fake with
   * its own key pair; else 409 TSE_NOT_CONFIGURED (production sells only with a real TSE).
   */
  async ensureIn(m: EntityManager, locationId: number): Promise<void> {
    const [known] = await txRows<{ provider: string }>(m, `SELECT provider FROM till_tse WHERE location_id = $1 AND retired_at IS NULL`, [
      locationId,
    ]);
    if (known?.provider === 'FISKALY' || (known && this.config.tseFakeAllowed)) return;
    if (!this.config.tseFakeAllowed)
      throw new DomainError(ErrorType.TSE_NOT_CONFIGURED, `The till of location ${locationId} has no TSE; configure one before selling`, {
        locationId,
      });
    const tss = newFakeTss();
    await m.query(
      `INSERT INTO till_tse (location_id, provider, tss_id, client_id, serial_number, fake_private_key, fake_public_key)
       VALUES ($1, 'FAKE', $2, $3, $4, $5, $6) ON CONFLICT (location_id) WHERE retired_at IS NULL DO NOTHING`,
      [locationId, `fake-tss-${locationId}`, `till-${locationId}`, tss.serialNumber, tss.privateKey, tss.publicKey],
    );
  }

  /** Records one transaction to sign inside `m` (the sale's or the session's transaction); answers its id. */
  async recordIn(
    m: EntityManager,
    t: { sessionId: number; vendorId: number; locationId: number; saleId?: number; kind: TillTransactionKind; data: TseTransactionData },
  ): Promise<number> {
    const [row] = await txRows<{ id: number }>(
      m,
      // Signed by the location's active TSE: a switch is refused while a session is open, so it is the session's TSE.
      `INSERT INTO till_transaction (session_id, vendor_id, location_id, sale_id, kind, receipt_type, amounts_per_vat_rate, amounts_per_payment_type, tse_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, (SELECT id FROM till_tse WHERE location_id = $3 AND retired_at IS NULL)) RETURNING id`,
      [
        t.sessionId,
        t.vendorId,
        t.locationId,
        t.saleId ?? null,
        t.kind,
        t.data.receiptType,
        JSON.stringify(t.data.amountsPerVatRate),
        JSON.stringify(t.data.amountsPerPaymentType),
      ],
    );
    return row.id;
  }

  /** Signs the transaction now (after its commit) and answers what the receipt prints; a failed TSE is recorded, not thrown. */
  async sign(transactionId: number): Promise<TillTseDto> {
    const [claimed] = await this.sql.rows<Unsigned>('till_tse_claim', CLAIM_SQL, [transactionId]);
    if (claimed) await this.signClaimed(claimed);
    return this.dto(transactionId);
  }

  /** Signs up to `batchSize` transactions a TSE outage left unsigned (oldest first); `onlyIds` limits it (tests). */
  async sweep(batchSize = 50, onlyIds?: number[]): Promise<{ signed: number; failed: number }> {
    const due = await this.sql.rows<{ id: number }>(
      'till_tse_due',
      `SELECT id FROM till_transaction WHERE tse_state <> 'SIGNED' AND ($2::int[] IS NOT NULL OR created_at < now() - interval '5 seconds')
         AND ($2::int[] IS NULL OR id = ANY($2)) ORDER BY created_at LIMIT $1`,
      [batchSize, onlyIds ?? null],
    );
    const result = { signed: 0, failed: 0 };
    for (const { id } of due) {
      const dto = await this.sign(id);
      if (dto.failed) result.failed++;
      else result.signed++;
    }
    return result;
  }

  async dto(transactionId: number): Promise<TillTseDto> {
    const [row] = await this.sql.rows<{
      state: string;
      transactionNumber: string | null;
      signatureCounter: string | null;
      signature: string | null;
      serialNumber: string | null;
      qrCodeData: string | null;
      timeStart: Date | null;
      timeEnd: Date | null;
      uncertified: boolean;
      error: string | null;
    }>('till_tse_dto', DTO_SQL, [transactionId]);
    return {
      transactionNumber: row.transactionNumber === null ? null : Number(row.transactionNumber),
      signatureCounter: row.signatureCounter === null ? null : Number(row.signatureCounter),
      signature: row.signature,
      serialNumber: row.serialNumber,
      qrCodeData: row.qrCodeData,
      timeStart: row.timeStart?.toISOString() ?? null,
      timeEnd: row.timeEnd?.toISOString() ?? null,
      failed: row.state !== 'SIGNED',
      uncertified: row.uncertified,
    };
  }

  private provider(name: Unsigned['provider']): TseProvider {
    return name === 'FISKALY' ? this.fiskaly : this.fake;
  }

  private async signClaimed(t: Unsigned): Promise<void> {
    const target: TseTarget = { tseId: t.tseId, locationId: t.locationId, tssId: t.tssId, clientId: t.clientId };
    let signature: TseSignature;
    try {
      if (t.provider === 'FAKE' && !this.config.tseFakeAllowed) throw new Error('The local fake TSE is not allowed here (TSE_FAKE)');
      signature = await this.provider(t.provider).sign(target, t.txId, t.data);
    } catch (error) {
      // The sale stands; the receipt says the TSE failed; the sweeper signs it when the TSE answers again.
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn({ msg: 'TSE failed; the transaction is signed later', transactionId: t.id, provider: t.provider, reason });
      await this.sql.rows(
        'till_tse_failed',
        `UPDATE till_transaction SET tse_state = 'FAILED', tse_error = $2, tse_failed_at = coalesce(tse_failed_at, now()), tse_claimed_until = NULL
          WHERE id = $1 AND tse_state <> 'SIGNED' RETURNING id`,
        [t.id, reason.slice(0, 500)],
      );
      return;
    }
    await this.sql.rows('till_tse_signed', `${SIGNED_SQL} RETURNING id`, [
      t.id,
      signature.transactionNumber,
      signature.signatureCounter,
      signature.signature,
      signature.algorithm,
      signature.publicKey,
      signature.serialNumber,
      signature.clientId,
      signature.timeStart,
      signature.timeEnd,
      signature.qrCodeData,
      signature.uncertified,
    ]);
  }
}
