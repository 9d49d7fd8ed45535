import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { qrCodeData, TseUnavailableError, type TseProvider, type TseSignature, type TseTarget, type TseTransactionData } from './tse.js';

/** How long one call to fiskaly may take before the sale goes on without a signature (it is signed later). */
const CALL_TIMEOUT_MS = 5_000;

interface FiskalyTx {
  state: 'ACTIVE' | 'FINISHED' | 'CANCELLED';
  number: number;
  time_start: number;
  time_end?: number;
  client_serial_number?: string;
  tss_serial_number?: string;
  qr_code_data?: string;
  signature?: { value: string; algorithm: string; counter: number; public_key: string };
  latest_revision?: number;
}

/** A TSS as fiskaly SIGN DE v2 answers it (the fields the till reads); it signs only when INITIALIZED. */
export interface FiskalyTss {
  state: string;
  serial_number?: string;
  bsi_certification_id?: string;
}

/** A TSS's client (the till) as fiskaly answers it; it signs only when REGISTERED. */
export interface FiskalyClient {
  state: string;
  serial_number?: string;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * The cloud TSE of fiskaly SIGN DE, API v2: a transaction started (revision 1, ACTIVE) and finished (revision 2,
 * FINISHED, the receipt in the standard_v1 schema); the id is the caller's, so a retry after a lost answer reads the
 * transaction and finishes it, never signs twice. The API key and secret come from the configuration and are never
 * logged (AppConfig's @Sensitive) nor answered. Any failure is a TseUnavailableError: the sale is signed later.
 */
@Injectable()
export class FiskalyTse implements TseProvider {
  readonly name = 'FISKALY' as const;
  private token?: { value: string; until: number };

  constructor(private readonly config: AppConfig) {}

  async sign(target: TseTarget, txId: string, data: TseTransactionData): Promise<TseSignature> {
    const path = `/tss/${encodeURIComponent(target.tssId)}/tx/${encodeURIComponent(txId)}`;
    let tx = await this.call<FiskalyTx>('GET', path).catch((error: unknown) => {
      if (error instanceof FiskalyStatusError && error.status === 404) return undefined;
      throw error;
    });
    if (!tx) tx = await this.call<FiskalyTx>('PUT', `${path}?tx_revision=1`, { state: 'ACTIVE', client_id: target.clientId });
    if (tx.state === 'ACTIVE') {
      tx = await this.call<FiskalyTx>('PUT', `${path}?tx_revision=${(tx.latest_revision ?? 1) + 1}`, {
        state: 'FINISHED',
        client_id: target.clientId,
        schema: {
          standard_v1: {
            receipt: {
              receipt_type: data.receiptType,
              amounts_per_vat_rate: data.amountsPerVatRate.map((a) => ({ vat_rate: a.vatRate, amount: euros(a.cents) })),
              amounts_per_payment_type: data.amountsPerPaymentType.map((p) => ({
                payment_type: p.paymentType,
                amount: euros(p.cents),
                currency_code: 'EUR',
              })),
            },
          },
        },
      });
    }
    if (tx.state !== 'FINISHED' || !tx.signature || tx.time_end === undefined)
      throw new TseUnavailableError(`fiskaly transaction ${txId} is ${tx.state}, not FINISHED`);
    const signed = {
      transactionNumber: tx.number,
      signatureCounter: tx.signature.counter,
      signature: tx.signature.value,
      algorithm: tx.signature.algorithm,
      publicKey: tx.signature.public_key,
      serialNumber: tx.tss_serial_number ?? '',
      clientId: tx.client_serial_number ?? target.clientId,
      timeStart: new Date(tx.time_start * 1000),
      timeEnd: new Date(tx.time_end * 1000),
    };
    return { ...signed, qrCodeData: tx.qr_code_data ?? qrCodeData(signed, data), uncertified: false };
  }

  /** Whether the server has fiskaly credentials (FISKALY_API_KEY and _SECRET): without them no location may choose fiskaly. */
  get configured(): boolean {
    return !!(this.config.FISKALY_API_KEY && this.config.FISKALY_API_SECRET);
  }

  /**
   * What fiskaly tells of a TSS and one of its clients (GET /tss/{tss} and /tss/{tss}/client/{client}): their states,
   * the TSS's serial number and BSI certification id, the client's serial number; null for one fiskaly does not know.
   * Any other failure throws (a TseUnavailableError, or a FiskalyStatusError with the status).
   */
  async lookup(tssId: string, clientId: string): Promise<{ tss: FiskalyTss | null; client: FiskalyClient | null }> {
    const orNull = <T>(error: unknown): T | null => {
      if (error instanceof FiskalyStatusError && error.status === 404) return null;
      throw error;
    };
    const tssPath = `/tss/${encodeURIComponent(tssId)}`;
    const tss = await this.call<FiskalyTss>('GET', tssPath).catch((error: unknown) => orNull<FiskalyTss>(error));
    if (!tss) return { tss: null, client: null };
    const client = await this.call<FiskalyClient>('GET', `${tssPath}/client/${encodeURIComponent(clientId)}`).catch((error: unknown) =>
      orNull<FiskalyClient>(error),
    );
    return { tss, client };
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const { FISKALY_API_KEY: key, FISKALY_API_SECRET: secret } = this.config;
    if (!key || !secret) throw new TseUnavailableError('FISKALY_API_KEY and FISKALY_API_SECRET are not configured');
    const answer = await this.request<{ access_token: string; access_token_expires_in: number }>('POST', '/auth', undefined, {
      api_key: key,
      api_secret: secret,
    });
    // Renewed a minute early: a token expiring during a sale would fail it.
    this.token = { value: answer.access_token, until: Date.now() + (answer.access_token_expires_in - 60) * 1000 };
    return answer.access_token;
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    try {
      return await this.request<T>(method, path, await this.accessToken(), body);
    } catch (error) {
      if (error instanceof FiskalyStatusError && error.status === 401) {
        this.token = undefined;
        return this.request<T>(method, path, await this.accessToken(), body);
      }
      throw error;
    }
  }

  private async request<T>(method: string, path: string, token: string | undefined, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.config.FISKALY_API_BASE}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new TseUnavailableError(`fiskaly did not answer ${method} ${path.split('?')[0]}: ${(error as Error).message}`);
    }
    if (!res.ok) throw new FiskalyStatusError(res.status, `fiskaly answered ${res.status} to ${method} ${path.split('?')[0]}`);
    return (await res.json()) as T;
  }
}

/** fiskaly answered with an error status (404: it does not know the TSS, client or transaction). */
export class FiskalyStatusError extends TseUnavailableError {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
