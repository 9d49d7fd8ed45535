import { describe, expect, it } from '@jest/globals';
import { BeachChairModel, BookingStatus, DocumentType, Language, PaymentMethod, RateType, Salutation } from '../../../common/enums.js';
import type { InvoiceDataDto } from '../../bookings/office-money/office-money.dto.js';
import { pdfText } from '../../../../../test/support/pdf-text.js';
import { documentFileName, documentKey, keySegment } from '../document-keys.js';
import {
  addressLines, CancellationInput, cancellationFigures, cancellationSheet, formatEuro, formatPeriod, invoiceSheet, shortInvoiceReceipt,
} from './document-layout.js';
import { renderReceiptPdf, renderSheetPdf } from './pdf-render.js';
import { assertStorageKey } from '../../../infra/storage/storage-driver.js';

const TZ = 'Europe/Berlin';
const vendor: InvoiceDataDto['vendor'] = {
  id: 7, companyName: 'Strandkorbvermietung Möwe GmbH', address: { street: 'Seebrückenplatz', houseNumber: '1', zip: '23683', city: 'Scharbeutz', country: 'DE' },
  email: 'info@moewe.test', telephone: '04503 123', website: null, vatId: 'DE123456789', taxNumber: '22/123/45678',
  bankData: { accountHolder: 'Möwe GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Commerzbank' },
};

function invoiceData(o: Partial<InvoiceDataDto> = {}): InvoiceDataDto {
  return {
    id: 1, bookingRef: 'K7MQX2AB', status: BookingStatus.BOOKED, invoiceNumber: '2026-000042', paymentMethod: PaymentMethod.CASH,
    createdAt: '2026-07-01T08:00:00.000Z', timeZone: TZ, vatRate: 19, vendor,
    customer: { salutation: Salutation.MS, firstName: 'Erika', lastName: 'Müller', email: 'e@x.test', telephone: null, address: { street: 'Hauptstraße 5', zip: '20095', city: 'Hamburg' } },
    beachChairBookings: [{
      id: 11, beachChairId: 3, publicNumber: '12', model: BeachChairModel.TWO_SEAT_RECLINER, sectionId: 2, sectionName: 'Nordstrand', rowName: 'A',
      start: '2026-07-13T22:00:00.000Z', end: '2026-07-16T22:00:00.000Z', startDate: '2026-07-14', endDate: '2026-07-16', rate: RateType.DAY, discount: false,
      gross: 45, net: 37.82, vat: 7.18,
    }],
    extras: [{ id: 5, extraId: 9, name: 'Sonnenschirm', amount: 2, unitPrice: 5.5, gross: 11, net: 9.24, vat: 1.76 }],
    cancellationFee: null,
    totals: { gross: 56, net: 47.06, vat: 8.94 },
    ...o,
  };
}

describe('formats', () => {
  it('money in German format, dates dd.MM.yyyy in the zone, whole days with an exclusive end, half days with times', () => {
    expect(formatEuro(123456)).toBe('1.234,56 €');
    expect(formatEuro(5)).toBe('0,05 €');
    expect(formatPeriod(new Date('2026-07-13T22:00:00Z'), new Date('2026-07-16T22:00:00Z'), TZ)).toBe('14.07.2026 – 16.07.2026');
    expect(formatPeriod(new Date('2026-07-13T22:00:00Z'), new Date('2026-07-14T22:00:00Z'), TZ)).toBe('14.07.2026');
    expect(formatPeriod(new Date('2026-07-14T11:00:00Z'), new Date('2026-07-14T17:00:00Z'), TZ)).toBe('14.07.2026 13:00–19:00');
    // the same instants read in another zone: other days
    expect(formatPeriod(new Date('2026-07-13T22:00:00Z'), new Date('2026-07-14T22:00:00Z'), 'America/New_York')).toBe('13.07.2026 18:00 – 14.07.2026 18:00');
  });

  it('address lines leave out empty parts and Germany', () => {
    expect(addressLines({ street: 'Strandallee', houseNumber: 12, zip: '23683', city: 'Scharbeutz', country: 'DE' })).toEqual(['Strandallee 12', '23683 Scharbeutz']);
    expect(addressLines({ city: 'Basel', country: 'CH' })).toEqual(['Basel', 'CH']);
    expect(addressLines(null)).toEqual([]);
  });
});

describe('INVOICE', () => {
  it('one line per chair booking and per extra, the facts, net / 19 % VAT / gross from the invoice data', () => {
    const sheet = invoiceSheet(invoiceData(), new Date('2026-07-02T10:00:00Z'), { language: Language.DE, timeZone: TZ });
    expect(sheet.title).toBe('Rechnung');
    expect(sheet.facts).toEqual([
      ['Rechnungsnummer', '2026-000042'], ['Rechnungsdatum', '02.07.2026'], ['Buchungsnummer', 'K7MQX2AB'], ['Zahlungsart', 'Barzahlung vor Ort'],
      ['Zahlungsstatus', 'bezahlt'],
    ]);
    expect(sheet.rows).toEqual([
      ['1', 'Strandkorb 12 (2-Sitzer Liegekorb), Nordstrand, Reihe A', '14.07.2026 – 16.07.2026', '', '45,00 €'],
      ['2', 'Sonnenschirm', '2 ×', '5,50 €', '11,00 €'],
    ]);
    expect(sheet.totals).toEqual([
      { label: 'Nettobetrag', value: '47,06 €' }, { label: 'USt. 19 %', value: '8,94 €' }, { label: 'Gesamtbetrag', value: '56,00 €', strong: true },
    ]);
    expect(sheet.sender.slice(0, 3)).toEqual(['Strandkorbvermietung Möwe GmbH', 'Seebrückenplatz 1', '23683 Scharbeutz']);
    expect(sheet.recipient).toEqual(['Erika Müller', 'Hauptstraße 5', '20095 Hamburg']);
    expect(sheet.footer.join(' ')).toContain('USt-IdNr. DE123456789');
    expect(sheet.footer.join(' ')).toContain('IBAN DE89370400440532013000');
  });

  it('in English for an English customer; an unpaid booking is open; a canceled booking with a fee invoices the fee', () => {
    const sheet = invoiceSheet(
      invoiceData({ status: BookingStatus.CANCELED, beachChairBookings: [], extras: [], cancellationFee: { gross: 10, net: 8.4, vat: 1.6 }, totals: { gross: 10, net: 8.4, vat: 1.6 } }),
      new Date('2026-07-02T10:00:00Z'), { language: Language.EN, timeZone: TZ },
    );
    expect(sheet.title).toBe('Invoice');
    expect(sheet.facts).toContainEqual(['Payment status', 'open']);
    expect(sheet.rows).toEqual([['1', 'Cancellation fee', '', '', '10,00 €']]);
    expect(sheet.totals.at(-1)).toEqual({ label: 'Total', value: '10,00 €', strong: true });
  });
});

describe('cancellations', () => {
  const base: CancellationInput = {
    kind: 'BOOKING', vendor, customer: null, bookingRef: 'K7MQX2AB', invoiceNumber: null, canceledAt: new Date('2026-07-10T09:00:00Z'),
    chairs: [{ publicNumber: '12', model: '2_SEAT_RECLINER', sectionName: 'Nordstrand', rowName: null, start: new Date('2026-07-13T22:00:00Z'), end: new Date('2026-07-14T22:00:00Z'), priceCents: 4500 }],
    extras: [{ name: 'Sonnenschirm', amount: 2, unitPriceCents: 550 }],
    feeCents: 1190, paidCents: 5600, skipRefund: false, dueCents: 1190,
  };

  it('the canceled value, the fee with its VAT share, and what was paid beyond the fee back', () => {
    expect(cancellationFigures(base)).toEqual({ canceledCents: 5600, feeCents: 1190, feeVatCents: 190, feeNetCents: 1000, refundCents: 4410 });
    expect(cancellationFigures({ ...base, skipRefund: true }).refundCents).toBe(0);
    expect(cancellationFigures({ ...base, paidCents: 0 }).refundCents).toBe(0); // nothing paid: nothing to refund
  });

  it('whole booking: lines, fee, VAT share and refund; the skipRefund note', () => {
    const sheet = cancellationSheet({ ...base, skipRefund: true }, { language: Language.DE, timeZone: TZ });
    expect(sheet.title).toBe('Stornierungsbestätigung');
    expect(sheet.facts).toEqual([['Buchungsnummer', 'K7MQX2AB'], ['Storniert am', '10.07.2026']]);
    expect(sheet.rows.map((r) => r[1])).toEqual(['Strandkorb 12 (2-Sitzer Liegekorb), Nordstrand', 'Sonnenschirm']);
    expect(sheet.totals).toEqual([
      { label: 'Storniert (Wert)', value: '56,00 €' }, { label: 'Stornogebühr', value: '11,90 €' }, { label: 'darin enthaltene USt. 19 %', value: '1,90 €' },
      { label: 'Bereits bezahlt', value: '56,00 €' }, { label: 'Erstattung', value: '0,00 €', strong: true },
    ]);
    expect(sheet.notes).toContain('Auf Wunsch des Anbieters erfolgt keine Erstattung.');
  });

  it('one chair: no fee, the new booking total, the chair price back when the booking was paid', () => {
    const input: CancellationInput = { ...base, kind: 'BEACH_CHAIR', extras: [], feeCents: 0, paidCents: 9000, dueCents: 4500, invoiceNumber: '2026-000042' };
    expect(cancellationFigures(input).refundCents).toBe(4500);
    const sheet = cancellationSheet(input, { language: Language.EN, timeZone: TZ });
    expect(sheet.title).toBe('Cancellation of a beach chair');
    expect(sheet.facts).toContainEqual(['Invoice number', '2026-000042']);
    expect(sheet.totals).toContainEqual({ label: 'New booking total', value: '45,00 €' });
    expect(sheet.totals.at(-1)).toEqual({ label: 'Refund', value: '45,00 €', strong: true });
  });
});

describe('SHORT_INVOICE', () => {
  it('the invoice figures as receipt lines', () => {
    const r = shortInvoiceReceipt(invoiceData({ status: BookingStatus.CONFIRMED }), new Date('2026-07-14T10:00:00Z'), { language: Language.DE, timeZone: TZ });
    expect(r.title).toBe('Kurzrechnung');
    expect(r.lines).toEqual([
      { text: 'Strandkorb 12 (2-Sitzer Liegekorb), Nordstrand, Reihe A', detail: '14.07.2026 – 16.07.2026', amount: '45,00 €' },
      { text: 'Sonnenschirm', detail: '2 × 5,50 €', amount: '11,00 €' },
    ]);
    expect(r.facts).toContainEqual(['Zahlungsstatus', 'offen']);
    expect(r.facts).toContainEqual(['Kunde', 'Erika Müller']);
    expect(r.totals.map((t) => t.value)).toEqual(['47,06 €', '8,94 €', '56,00 €']);
  });
});

describe('keys and file names', () => {
  it('deterministic keys that the storage accepts, short enough for an encoded path parameter', () => {
    const key = documentKey(12, DocumentType.INVOICE, 'K7MQX2AB', 'RE/2026 Nr. 17');
    expect(key).toBe('documents/12/invoice/k7mqx2ab-re-2026-nr.-17.pdf');
    expect(documentKey(12, DocumentType.SHORT_INVOICE, 'K7MQX2AB')).toBe('documents/12/short_invoice/k7mqx2ab.pdf');
    expect(documentKey(12, DocumentType.BEACH_CHAIR_CANCELLATION, 'K7MQX2AB', 4711)).toBe('documents/12/beach_chair_cancellation/k7mqx2ab-4711.pdf');
    // the longest there are: a 40-character invoice number, a chair booking id of 10 digits
    const longest = [
      documentKey(2147483647, DocumentType.INVOICE, 'K7MQX2AB', 'x'.repeat(40)),
      documentKey(2147483647, DocumentType.BEACH_CHAIR_CANCELLATION, 'K7MQX2AB', 2147483647),
    ];
    for (const k of [key, ...longest]) {
      expect(() => assertStorageKey(k)).not.toThrow();
      expect(encodeURIComponent(k).length).toBeLessThanOrEqual(100);
    }
    expect(keySegment('--')).toBe('x');
  });

  it('file names in the document language without path characters', () => {
    expect(documentFileName('Rechnung', 'K7MQX2AB', 'RE/2026-17')).toBe('Rechnung_RE-2026-17_K7MQX2AB.pdf');
    expect(documentFileName('Kurzrechnung', 'K7MQX2AB')).toBe('Kurzrechnung_K7MQX2AB.pdf');
  });
});

describe('rendering', () => {
  it('an A4 invoice and a receipt whose text holds umlauts, € and the numbers', async () => {
    const sheet = invoiceSheet(invoiceData(), new Date('2026-07-02T10:00:00Z'), { language: Language.DE, timeZone: TZ });
    const pdf = await renderSheetPdf(sheet, 'Rechnung 2026-000042');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const s of ['Rechnung', '2026-000042', 'K7MQX2AB', 'Strandkorbvermietung Möwe GmbH', 'Erika Müller', '56,00 €', 'USt. 19 %']) expect(text).toContain(s);

    const receipt = await renderReceiptPdf(shortInvoiceReceipt(invoiceData(), new Date(), { language: Language.DE, timeZone: TZ }), 'Kurzrechnung');
    expect(pdfText(receipt)).toContain('Kurzrechnung');
    expect(pdfText(receipt)).toContain('45,00 €');
  });

  it('a long invoice runs onto further pages', async () => {
    const many = invoiceData({ extras: Array.from({ length: 80 }, (_, i) => ({ id: i, extraId: i, name: `Extra ${i}`, amount: 1, unitPrice: 1, gross: 1, net: 0.84, vat: 0.16 })) });
    const pdf = await renderSheetPdf(invoiceSheet(many, new Date(), { language: Language.DE, timeZone: TZ }), 'x');
    expect((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(1);
    expect(pdfText(pdf)).toContain('Extra 79');
  });
});
