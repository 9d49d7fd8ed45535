import { describe, expect, it } from '@jest/globals';
import { processData, processType, qrCodeData, tseVatRate, type TseTransactionData } from './tse.js';

const sale: TseTransactionData = {
  receiptType: 'RECEIPT',
  amountsPerVatRate: [
    { vatRate: 'NORMAL', cents: 3000 },
    { vatRate: 'REDUCED_1', cents: 900 },
  ],
  amountsPerPaymentType: [{ paymentType: 'CASH', cents: 3900 }],
};

describe('the TSE data of a till transaction', () => {
  it('names 19 %, 7 % and 0 % as the TSE does and refuses a rate it does not know', () => {
    expect([19, 7, 0].map(tseVatRate)).toEqual(['NORMAL', 'REDUCED_1', 'NULL']);
    expect(() => tseVatRate(16)).toThrow('16');
  });

  it('writes the process data of a receipt: gross per rate in the standard order, then amount and payment type', () => {
    expect(processData(sale)).toBe('Beleg^30.00_9.00_0.00_0.00_0.00^39.00:Bar');
    expect(processType(sale)).toBe('Kassenbeleg-V1');
    const storno = {
      ...sale,
      amountsPerVatRate: [{ vatRate: 'NORMAL' as const, cents: -1500 }],
      amountsPerPaymentType: [{ paymentType: 'NON_CASH' as const, cents: -1500 }],
    };
    expect(processData(storno)).toBe('Beleg^-15.00_0.00_0.00_0.00_0.00^-15.00:Unbar');
    expect(processType({ ...sale, receiptType: 'TRANSFER' })).toBe('SonstigerVorgang');
  });

  it('joins the QR code content in the order of DSFinV-K Anhang I', () => {
    const qr = qrCodeData(
      {
        transactionNumber: 12,
        signatureCounter: 40,
        signature: 'c2ln',
        algorithm: 'ecdsa-plain-SHA256',
        publicKey: 'cHVi',
        serialNumber: 'ab',
        clientId: 'till-1',
        timeStart: new Date('2027-07-01T10:00:00.000Z'),
        timeEnd: new Date('2027-07-01T10:00:01.000Z'),
      },
      sale,
    );
    expect(qr).toBe(
      'V0;till-1;Kassenbeleg-V1;Beleg^30.00_9.00_0.00_0.00_0.00^39.00:Bar;12;40;2027-07-01T10:00:00.000Z;2027-07-01T10:00:01.000Z;ecdsa-plain-SHA256;utcTime;c2ln;cHVi',
    );
  });
});
