import { describe, expect, it } from '@jest/globals';
import { tillClosing, type TillClosingInput } from './till-closing-layout.js';

const closing: TillClosingInput = {
  sessionId: 12,
  vendor: { name: 'Strandkorbvermietung Ostsee', address: { street: 'Strandallee', houseNumber: '1', zip: '23683', city: 'Scharbeutz' } },
  location: 'Seebrücke',
  tillSerial: 'till-3',
  cashier: 'Kim Kasse',
  openedAt: new Date('2026-07-01T06:00:00Z'),
  closedAt: new Date('2026-07-01T16:30:00Z'),
  openingCents: 10_000,
  byPaymentType: [
    { paymentType: 'CASH', cents: 2_400 },
    { paymentType: 'NON_CASH', cents: 3_000 },
  ],
  byVatRate: [
    { vatRate: 'NORMAL', cents: 4_500 },
    { vatRate: 'REDUCED_1', cents: 900 },
  ],
  cashInCents: 2_000,
  cashOutCents: 500,
  salesCount: 3,
  stornoCount: 1,
  expectedCashCents: 13_900,
  countedCashCents: 13_800,
  differenceCents: -100,
  tse: {
    failed: false,
    uncertified: true,
    transactionNumber: 7,
    signatureCounter: 14,
    signature: 'c2ln',
    algorithm: 'ecdsa-plain-SHA256',
    serialNumber: 'abc',
    publicKey: null,
    timeStart: new Date('2026-07-01T16:30:00Z'),
    timeEnd: new Date('2026-07-01T16:30:01Z'),
    qrCodeData: null,
  },
};

describe('the Z-Bon layout', () => {
  it('states the till, the times in Berlin, the sums by payment type and VAT rate, the cash book and the TSE data', () => {
    const model = tillClosing(closing, 'Europe/Berlin');
    expect(model.title).toBe('Kassenabschluss (Z-Bon)');
    expect(model.header).toEqual(['Strandkorbvermietung Ostsee', 'Strandallee 1', '23683 Scharbeutz', 'Seebrücke']);
    expect(model.facts).toEqual([
      ['Z-Bon (Sitzung)', '12'],
      ['Kasse (Seriennr.)', 'till-3'],
      ['Kassierer', 'Kim Kasse'],
      ['Geöffnet', '01.07.2026 08:00:00'],
      ['Geschlossen', '01.07.2026 18:30:00'],
    ]);
    expect(model.lines.map((l) => [l.text, l.amount])).toEqual([
      ['Umsatz Bar', '24,00 €'],
      ['Umsatz Unbar', '30,00 €'],
      ['Umsatz MwSt. 19 %', '45,00 €'],
      ['Umsatz MwSt. 7 %', '9,00 €'],
      ['Verkäufe', '3'],
      ['Stornos', '1'],
    ]);
    expect(model.totals.map((t) => [t.label, t.value])).toEqual([
      ['Anfangsbestand', '100,00 €'],
      ['Einlagen', '20,00 €'],
      ['Entnahmen', '5,00 €'],
      ['Soll-Bestand Bar', '139,00 €'],
      ['Gezählt', '138,00 €'],
      ['Differenz', '-1,00 €'],
    ]);
    expect(model.tse).toContainEqual(['TSE-Transaktion', '7']);
    expect(model.tse).toContainEqual(['Signaturzähler', '14']);
    expect(model.banners).toEqual(['Keine zertifizierte TSE (Demo-Betrieb)']);
    expect(model.qrCodeData).toBeNull();
  });

  it('a closing whose TSE failed says so and prints no signature', () => {
    const model = tillClosing({ ...closing, tse: { ...closing.tse, failed: true, uncertified: false } }, 'Europe/Berlin');
    expect(model.banners).toEqual(['TSE ausgefallen – die Signatur wird nachgeholt']);
    expect(model.tse).toEqual([
      ['TSE', 'ausgefallen'],
      ['Beginn', '01.07.2026 18:30:00'],
    ]);
  });
});
