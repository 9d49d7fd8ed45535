import { Injectable } from '@nestjs/common';
import { createHash, createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { DataSource } from 'typeorm';
import { txRows } from '../../../infra/database/tx-rows.js';
import {
  processData,
  processType,
  qrCodeData,
  TseUnavailableError,
  type TseProvider,
  type TseSignature,
  type TseTarget,
  type TseTransactionData,
} from './tse.js';

export const FAKE_TSE_ALGORITHM = 'ecdsa-plain-SHA256';

/** A new fake TSS: an ECDSA P-256 key pair; its serial number is the SHA-256 of the public key, in hex (as the BSI's). */
export function newFakeTss(): { privateKey: string; publicKey: string; serialNumber: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const raw = publicKey.export({ format: 'der', type: 'spki' });
  return {
    privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    publicKey: raw.toString('base64'),
    serialNumber: createHash('sha256').update(raw).digest('hex'),
  };
}

/** The text the fake signs (the BSI's TR-03151 log message is ASN.1; this fake signs the same facts as one line). */
export function fakeSignedText(
  s: { serialNumber: string; clientId: string; transactionNumber: number; signatureCounter: number; timeStart: Date; timeEnd: Date },
  data: TseTransactionData,
): string {
  return [
    s.serialNumber,
    s.clientId,
    processType(data),
    processData(data),
    s.transactionNumber,
    s.signatureCounter,
    s.timeStart.toISOString(),
    s.timeEnd.toISOString(),
  ].join(';');
}

/**
 * The local fake TSE of the demo and the tests: NOT a certified TSE (its receipts say so). It answers what a cloud TSE
 * answers (transaction number, signature counter, a real ECDSA signature, serial number, QR code data) with a key pair
 * and counters kept in its till_tse row. `offline` switches it off (a test's TSE outage): it then throws as an
 * unreachable TSE would.
 */
@Injectable()
export class FakeTse implements TseProvider {
  readonly name = 'FAKE' as const;
  offline = false;

  constructor(private readonly db: DataSource) {}

  async sign(target: TseTarget, _txId: string, data: TseTransactionData): Promise<TseSignature> {
    if (this.offline) throw new TseUnavailableError('The fake TSE is switched off');
    return this.db.transaction((m) => this.signIn(m, target, data));
  }

  private async signIn(m: EntityManager, target: TseTarget, data: TseTransactionData): Promise<TseSignature> {
    const timeStart = new Date();
    // Start and finish are two signatures, as on a TSE: the counter moves by 2, the transaction number by 1.
    const [tss] = await txRows<{
      privateKey: string;
      publicKey: string;
      serialNumber: string;
      signatureCounter: string;
      transactionNumber: string;
    }>(
      m,
      `UPDATE till_tse SET fake_signature_count = fake_signature_count + 2, fake_transaction_count = fake_transaction_count + 1
        WHERE id = $1 AND provider = 'FAKE'
        RETURNING fake_private_key AS "privateKey", fake_public_key AS "publicKey", serial_number AS "serialNumber",
                  fake_signature_count AS "signatureCounter", fake_transaction_count AS "transactionNumber"`,
      [target.tseId],
    );
    if (!tss) throw new TseUnavailableError(`No fake TSE ${target.tseId} at location ${target.locationId}`);
    const facts = {
      serialNumber: tss.serialNumber,
      clientId: target.clientId,
      transactionNumber: Number(tss.transactionNumber),
      signatureCounter: Number(tss.signatureCounter),
      timeStart,
      timeEnd: new Date(),
    };
    const signature = sign('sha256', Buffer.from(fakeSignedText(facts, data)), {
      key: createPrivateKey(tss.privateKey),
      dsaEncoding: 'ieee-p1363',
    }).toString('base64');
    const signed = { ...facts, signature, algorithm: FAKE_TSE_ALGORITHM, publicKey: tss.publicKey };
    return { ...signed, qrCodeData: qrCodeData(signed, data), uncertified: true };
  }
}
