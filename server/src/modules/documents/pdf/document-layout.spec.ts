import { describe, expect, it } from '@jest/globals';
import { labelsFor, rowText } from '../../../common/document-labels.js';
import { BeachChairModel, BookingStatus, DocumentType, Language, PaymentMethod, RateType, Salutation } from '../../../common/enums.js';
import { type InvoiceDataDto, type InvoiceLines, settleCancellation } from '../../bookings/index.js';
import { pdfPages, pdfText } from '../../../../../test/support/pdf-text.js';
import { documentFileName, documentKey, keySegment } from '../document-keys.js';
import {
  addressLines,
  footerLines,
  formatEuro,
  formatPeriod,
  invoiceSheet,
  type SheetModel,
  shortInvoiceReceipt,
} from './document-layout.js';
import { CancellationInput, cancellationSheet, chairSettlement } from './cancellation-layout.js';
import { issuedInvoiceData } from './issued-invoice.js';
import { renderReceiptPdf, renderSheetPdf } from './pdf-render.js';
import { assertStorageKey } from '../../../infra/storage/storage-driver.js';

const TZ = 'Europe/Berlin';
const vendor: InvoiceDataDto['vendor'] = {
  id: 7,
  companyName: 'Strandkorbvermietung Möwe GmbH',
  address: { street: 'Seebrückenplatz', houseNumber: '1', zip: '23683', city: 'Scharbeutz', country: 'DE' },
  email: 'info@moewe.test',
  telephone: '04503 123',
  website: null,
  vatId: 'DE123456789',
  taxNumber: '22/123/45678',
  registerCourt: null,
  registerNumber: null,
  managingDirectors: null,
  bankData: { accountHolder: 'Möwe GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Commerzbank' },
};

function invoiceData(o: Partial<InvoiceDataDto> = {}): InvoiceDataDto {
  return {
    id: 1,
    bookingRef: 'K7MQX2AB',
    status: BookingStatus.BOOKED,
    invoiceNumber: '2026-000042',
    paymentMethod: PaymentMethod.CASH,
    createdAt: '2026-07-01T08:00:00.000Z',
    timeZone: TZ,
    vatRate: 19,
    vendor,
    customer: {
      salutation: Salutation.MS,
      firstName: 'Erika',
      lastName: 'Müller',
      email: 'e@x.test',
      telephone: null,
      address: { street: 'Hauptstraße 5', zip: '20095', city: 'Hamburg' },
    },
    beachChairBookings: [
      {
        id: 11,
        beachChairId: 3,
        publicNumber: '12',
        model: BeachChairModel.TWO_SEAT_RECLINER,
        sectionId: 2,
        sectionName: 'Nordstrand',
        rowName: 'A',
        start: '2026-07-13T22:00:00.000Z',
        end: '2026-07-16T22:00:00.000Z',
        startDate: '2026-07-14',
        endDate: '2026-07-16',
        rate: RateType.DAY,
        discount: false,
        timeRange: null,
        vatRate: 19,
        gross: 45,
        net: 37.82,
        vat: 7.18,
      },
    ],
    extras: [
      { id: 5, extraId: 9, name: 'Sonnenschirm', nameEn: null, amount: 2, unitPrice: 5.5, vatRate: 19, gross: 11, net: 9.24, vat: 1.76 },
      { id: 6, extraId: 10, name: 'Fischbrötchen', nameEn: null, amount: 2, unitPrice: 4.5, vatRate: 7, gross: 9, net: 8.41, vat: 0.59 },
    ],
    beachChairCancellationFees: [],
    cancellationFee: null,
    cancellation: null,
    vatBreakdown: [
      { rate: 19, gross: 56, net: 47.06, vat: 8.94 },
      { rate: 7, gross: 9, net: 8.41, vat: 0.59 },
    ],
    totals: { gross: 65, net: 55.47, vat: 9.53 },
    paid: 65,
    open: 0,
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
    expect(formatPeriod(new Date('2026-07-13T22:00:00Z'), new Date('2026-07-14T22:00:00Z'), 'America/New_York')).toBe(
      '13.07.2026 18:00 – 14.07.2026 18:00',
    );
  });

  it("a half day with its rate's hours, not the slot's instants; row names as the vendor wrote them", () => {
    expect(formatPeriod(new Date('2026-06-11T22:00:00Z'), new Date('2026-06-12T11:00:00Z'), TZ, '08-13')).toBe('12.06.2026 08:00–13:00');
    expect(formatPeriod(new Date('2026-06-12T11:00:00Z'), new Date('2026-06-12T22:00:00Z'), TZ, '13-20')).toBe('12.06.2026 13:00–20:00');
    const de = labelsFor(Language.DE);
    expect(rowText('Reihe 0 vorn', de)).toBe('Reihe 0 vorn');
    expect(rowText('3', de)).toBe('Reihe 3');
    expect(rowText('row 2', labelsFor(Language.EN))).toBe('row 2');
  });

  it('address lines leave out empty parts and Germany', () => {
    expect(addressLines({ street: 'Strandallee', houseNumber: 12, zip: '23683', city: 'Scharbeutz', country: 'DE' })).toEqual([
      'Strandallee 12',
      '23683 Scharbeutz',
    ]);
    expect(addressLines({ city: 'Basel', country: 'CH' })).toEqual(['Basel', 'CH']);
    expect(addressLines(null)).toEqual([]);
  });
});

describe('INVOICE', () => {
  it('one line per chair booking and per extra with its VAT rate; net and VAT per rate, then the gross total', () => {
    const sheet = invoiceSheet(invoiceData(), new Date('2026-07-02T10:00:00Z'), { language: Language.DE, timeZone: TZ });
    expect(sheet.title).toBe('Rechnung');
    expect(sheet.facts).toEqual([
      ['Rechnungsnummer', '2026-000042'],
      ['Rechnungsdatum', '02.07.2026'],
      ['Buchungsnummer', 'K7MQX2AB'],
      ['Zahlungsart', 'Barzahlung vor Ort'],
      ['Zahlungsstatus', 'bezahlt'],
    ]);
    expect(sheet.rows).toEqual([
      ['1', 'Strandkorb 12 (2-Sitzer Liegekorb), Nordstrand, Reihe A', '14.07.2026 – 16.07.2026', '', '19 %', '45,00 €'],
      ['2', 'Sonnenschirm', '2 ×', '5,50 €', '19 %', '11,00 €'],
      ['3', 'Fischbrötchen', '2 ×', '4,50 €', '7 %', '9,00 €'],
    ]);
    expect(sheet.totals).toEqual([
      { label: 'Nettobetrag 19 %', value: '47,06 €' },
      { label: 'USt. 19 %', value: '8,94 €' },
      { label: 'Nettobetrag 7 %', value: '8,41 €' },
      { label: 'USt. 7 %', value: '0,59 €' },
      { label: 'Gesamtbetrag', value: '65,00 €', strong: true },
    ]);
    expect(sheet.sender.slice(0, 3)).toEqual(['Strandkorbvermietung Möwe GmbH', 'Seebrückenplatz 1', '23683 Scharbeutz']);
    expect(sheet.recipient).toEqual(['Erika Müller', 'Hauptstraße 5', '20095 Hamburg']);
    expect(sheet.footer.join(' ')).toContain('USt-IdNr. DE123456789');
    expect(sheet.footer.join(' ')).toContain('IBAN DE89370400440532013000');
  });

  it('a deposit: partly paid, what was paid and what is still open', () => {
    const sheet = invoiceSheet(invoiceData({ status: BookingStatus.CONFIRMED, paid: 20, open: 45 }), new Date('2026-07-02T10:00:00Z'), {
      language: Language.DE,
      timeZone: TZ,
    });
    expect(sheet.facts).toContainEqual(['Zahlungsstatus', 'teilweise bezahlt (Anzahlung)']);
    expect(sheet.totals.slice(-2)).toEqual([
      { label: 'Bereits bezahlt', value: '20,00 €' },
      { label: 'Noch offen', value: '45,00 €', strong: true },
    ]);
  });

  it('a canceled card-paid booking invoices its fee as paid, without thanks for the booking', () => {
    const sheet = invoiceSheet(
      invoiceData({
        status: BookingStatus.CANCELED,
        beachChairBookings: [],
        extras: [],
        cancellationFee: { vatRate: 19, gross: 10, net: 8.4, vat: 1.6 },
        cancellation: { fee: 10, charged: 10, paid: 56, kept: { vatRate: 19, gross: 10, net: 8.4, vat: 1.6 }, refund: 46, open: 0 },
        vatBreakdown: [{ rate: 19, gross: 10, net: 8.4, vat: 1.6 }],
        totals: { gross: 10, net: 8.4, vat: 1.6 },
        paid: 10,
        open: 0,
      }),
      new Date('2026-07-02T10:00:00Z'),
      { language: Language.EN, timeZone: TZ },
    );
    expect(sheet.title).toBe('Invoice');
    expect(sheet.facts).toContainEqual(['Payment status', 'paid']);
    expect(sheet.rows).toEqual([['1', 'Cancellation fee', '', '', '19 %', '10,00 €']]);
    expect(sheet.totals.at(-1)).toEqual({ label: 'Total', value: '10,00 €', strong: true });
    expect(sheet.notes).not.toContain('Thank you for your booking!');
  });

  it('an issued invoice rendered late prints its register lines, not the booking changed since (issue 29)', () => {
    // Issued with one chair for 45 € and one parasol; since then a second parasol was added and the booking canceled.
    const lines: InvoiceLines = {
      chairs: [
        {
          publicNumber: '12',
          model: BeachChairModel.TWO_SEAT_RECLINER,
          sectionName: 'Nordstrand',
          rowName: 'A',
          start: '2026-07-13T22:00:00.000Z',
          end: '2026-07-16T22:00:00.000Z',
          timeRange: null,
          priceCents: 4500,
        },
      ],
      extras: [{ name: 'Sonnenschirm', amount: 1, unitPriceCents: 550, vatRate: 19 }],
      chairFees: [],
      cancellationFeeCents: null,
    };
    const now = invoiceData({ status: BookingStatus.CANCELED, beachChairBookings: [], paid: 0, open: 0 });
    const issued = issuedInvoiceData(now, { number: '2026-000042', grossCents: 5050, lines })!;
    const sheet = invoiceSheet(issued, new Date('2026-07-02T10:00:00Z'), { language: Language.DE, timeZone: TZ });
    expect(sheet.rows).toEqual([
      ['1', 'Strandkorb 12 (2-Sitzer Liegekorb), Nordstrand, Reihe A', '14.07.2026 – 16.07.2026', '', '19 %', '45,00 €'],
      ['2', 'Sonnenschirm', '1 ×', '5,50 €', '19 %', '5,50 €'],
    ]);
    expect(sheet.totals.at(-1)).toEqual({ label: 'Gesamtbetrag', value: '50,50 €', strong: true });
    expect(sheet.facts).toContainEqual(['Zahlungsstatus', 'offen']);
    expect(sheet.notes).toContain(labelsFor(Language.DE).thanks);

    // A canceled booking's invoice: what its register row charged (here 20 € kept of a 10 € fee), not the fee alone.
    const canceled = issuedInvoiceData(invoiceData({ paid: 20 }), {
      number: '2026-000043',
      grossCents: 2000,
      lines: { chairs: [], extras: [], chairFees: [], cancellationFeeCents: 1000 },
    })!;
    expect(invoiceSheet(canceled, new Date(), { language: Language.DE, timeZone: TZ }).rows).toEqual([
      ['1', 'Stornogebühr', '', '', '19 %', '20,00 €'],
    ]);
    // A register row from before the snapshots were kept ('{}'): the booking as it stands.
    expect(issuedInvoiceData(now, { number: 'x', grossCents: 0, lines: {} as InvoiceLines })).toBeUndefined();
  });
});

describe('cancellations', () => {
  const base: CancellationInput = {
    kind: 'BOOKING',
    vendor,
    customer: null,
    bookingRef: 'K7MQX2AB',
    invoiceNumber: null,
    canceledAt: new Date('2026-07-10T09:00:00Z'),
    chairs: [
      {
        publicNumber: '12',
        model: '2_SEAT_RECLINER',
        sectionName: 'Nordstrand',
        rowName: null,
        start: new Date('2026-07-13T22:00:00Z'),
        end: new Date('2026-07-14T22:00:00Z'),
        priceCents: 4500,
      },
    ],
    extras: [{ name: 'Fischbrötchen', amount: 2, unitPriceCents: 550, vatRate: 7 }],
    settlement: settleCancellation(1190, 5600, false),
  };

  it('the settlement: fee charged, the rest of what was paid back; nothing paid, nothing back; kept money is charged', () => {
    expect(settleCancellation(1190, 5600, false)).toEqual({
      feeCents: 1190,
      chargedCents: 1190,
      paidCents: 5600,
      keptCents: 1190,
      refundCents: 4410,
      openCents: 0,
    });
    expect(settleCancellation(0, 0, false).refundCents).toBe(0);
    expect(settleCancellation(500, 0, false)).toMatchObject({ keptCents: 0, refundCents: 0, openCents: 500 });
    expect(settleCancellation(0, 2100, true)).toMatchObject({ chargedCents: 2100, keptCents: 2100, refundCents: 0 });
    expect(chairSettlement(0, 9000, 4500)).toMatchObject({ refundCents: 4500, openCents: 0 });
  });

  it('not invoiced: a confirmation with the canceled value, the fee with its VAT share, paid, kept and refund', () => {
    const sheet = cancellationSheet(base, { language: Language.DE, timeZone: TZ });
    expect(sheet.title).toBe('Stornierungsbestätigung');
    expect(sheet.facts).toEqual([
      ['Buchungsnummer', 'K7MQX2AB'],
      ['Storniert am', '10.07.2026'],
    ]);
    expect(sheet.rows.map((r) => [r[1], r[4]])).toEqual([
      ['Strandkorb 12 (2-Sitzer Liegekorb), Nordstrand', '19 %'],
      ['Fischbrötchen', '7 %'],
    ]);
    expect(sheet.totals).toEqual([
      { label: 'Storniert (Wert)', value: '56,00 €' },
      { label: 'Stornogebühr', value: '11,90 €' },
      { label: 'darin enthaltene USt. 19 %', value: '1,90 €' },
      { label: 'Bereits bezahlt', value: '56,00 €' },
      { label: 'Einbehalten', value: '11,90 €' },
      { label: 'Erstattung', value: '44,10 €', strong: true },
    ]);
  });

  it('money kept (skipRefund) shows as the amount kept with its VAT', () => {
    const sheet = cancellationSheet({ ...base, settlement: settleCancellation(0, 2100, true) }, { language: Language.DE, timeZone: TZ });
    expect(sheet.totals).toContainEqual({ label: 'Einbehaltener Betrag (Stornierung)', value: '21,00 €' });
    expect(sheet.totals).toContainEqual({ label: 'darin enthaltene USt. 19 %', value: '3,35 €' });
    expect(sheet.totals).toContainEqual({ label: 'Erstattung', value: '0,00 €', strong: true });
    expect(sheet.notes).toContain('Auf Wunsch des Anbieters erfolgt keine Erstattung.');
  });

  it('invoiced: a correction invoice with its own number referring to the invoice, lines negative, the fee positive, VAT per rate', () => {
    const correction = { number: '2026-000043', corrects: '2026-000042', correctsIssuedAt: new Date('2026-07-02T10:00:00Z') };
    const sheet = cancellationSheet({ ...base, invoiceNumber: '2026-000042', correction }, { language: Language.DE, timeZone: TZ });
    expect(sheet.title).toBe('Stornorechnung');
    expect(sheet.facts.slice(0, 2)).toEqual([
      ['Rechnungsnummer', '2026-000043'],
      ['Zur Rechnung', '2026-000042 (02.07.2026)'],
    ]);
    expect(sheet.rows.map((r) => r.slice(1))).toEqual([
      ['Strandkorb 12 (2-Sitzer Liegekorb), Nordstrand', '14.07.2026', '', '19 %', '-45,00 €'],
      ['Fischbrötchen', '2 ×', '5,50 €', '7 %', '-11,00 €'],
      ['Stornogebühr', '', '', '19 %', '11,90 €'],
    ]);
    expect(sheet.totals.find((t) => t.label === 'Gesamtbetrag')).toEqual({ label: 'Gesamtbetrag', value: '-44,10 €', strong: true });
    expect(sheet.totals).toContainEqual({ label: 'USt. 7 %', value: '-0,72 €' });
  });

  it('one chair: its fee, the new booking total, what was paid beyond it back', () => {
    const input: CancellationInput = {
      ...base,
      kind: 'BEACH_CHAIR',
      extras: [],
      settlement: chairSettlement(500, 9000, 5000),
      remainingCents: 5000,
      invoiceNumber: '2026-000042',
    };
    const sheet = cancellationSheet(input, { language: Language.EN, timeZone: TZ });
    expect(sheet.title).toBe('Cancellation of a beach chair');
    expect(sheet.facts).toContainEqual(['Invoice number', '2026-000042']);
    expect(sheet.totals).toContainEqual({ label: 'Cancellation fee', value: '5,00 €' });
    expect(sheet.totals).toContainEqual({ label: 'New booking total', value: '50,00 €' });
    expect(sheet.totals).toContainEqual({ label: 'Refund', value: '40,00 €', strong: true });
  });
});

describe('SHORT_INVOICE', () => {
  it('the invoice figures as receipt lines with their VAT rates', () => {
    const r = shortInvoiceReceipt(invoiceData({ status: BookingStatus.CONFIRMED, paid: 0, open: 65 }), new Date('2026-07-14T10:00:00Z'), {
      language: Language.DE,
      timeZone: TZ,
    });
    expect(r.title).toBe('Kurzrechnung');
    expect(r.lines).toEqual([
      { text: 'Strandkorb 12 (2-Sitzer Liegekorb), Nordstrand, Reihe A', detail: '14.07.2026 – 16.07.2026', amount: '45,00 € (19 %)' },
      { text: 'Sonnenschirm', detail: '2 × 5,50 €', amount: '11,00 € (19 %)' },
      { text: 'Fischbrötchen', detail: '2 × 4,50 €', amount: '9,00 € (7 %)' },
    ]);
    expect(r.facts).toContainEqual(['Zahlungsstatus', 'offen']);
    expect(r.facts).toContainEqual(['Kunde', 'Erika Müller']);
    expect(r.totals.map((t) => t.value)).toEqual(['47,06 €', '8,94 €', '8,41 €', '0,59 €', '65,00 €']);
  });
});

describe('keys and file names', () => {
  it('deterministic keys that the storage accepts, short enough for an encoded path parameter', () => {
    const key = documentKey(12, DocumentType.INVOICE, 'K7MQX2AB', 'RE/2026 Nr. 17');
    expect(key).toBe('documents/12/invoice/k7mqx2ab-re-2026-nr.-17.pdf');
    expect(documentKey(12, DocumentType.SHORT_INVOICE, 'K7MQX2AB')).toBe('documents/12/short_invoice/k7mqx2ab.pdf');
    expect(documentKey(12, DocumentType.BEACH_CHAIR_CANCELLATION, 'K7MQX2AB', 4711)).toBe(
      'documents/12/beach_chair_cancellation/k7mqx2ab-4711.pdf',
    );
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
    for (const s of [
      'Rechnung',
      '2026-000042',
      'K7MQX2AB',
      'Strandkorbvermietung Möwe GmbH',
      'Erika Müller',
      '65,00 €',
      'USt. 7 %',
      'Fischbrötchen',
    ])
      expect(text).toContain(s);

    const receipt = await renderReceiptPdf(
      shortInvoiceReceipt(invoiceData(), new Date(), { language: Language.DE, timeZone: TZ }),
      'Kurzrechnung',
    );
    expect(pdfText(receipt)).toContain('Kurzrechnung');
    expect(pdfText(receipt)).toContain('45,00 €');
  });

  it('a vendor with a long account holder and bank name still gets a one-page invoice: the footer breaks at its separators', async () => {
    const long = invoiceData({
      vendor: {
        ...vendor,
        bankData: {
          accountHolder: 'Lübecker Bucht Strandkorbvermietung GmbH',
          iban: 'DE89370400440532013000',
          bic: 'NOLADE21HOL',
          bankName: 'Sparkasse Holstein',
        },
      },
    });
    const pdf = await renderSheetPdf(invoiceSheet(long, new Date(), { language: Language.DE, timeZone: TZ }), 'x');
    expect((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBe(1);
    expect(pdfText(pdf)).toContain('BIC NOLADE21HOL');
  });

  it('the totals never leave the last lines of the table, and every page says "Seite n von m" (issue 29)', async () => {
    const l = labelsFor(Language.DE);
    const totals = [
      ...[19, 7].flatMap((rate) => [
        { label: l.netAt(rate), value: '1,00 €' },
        { label: l.vat(rate), value: '0,10 €' },
      ]),
      { label: l.gross, value: '2,20 €', strong: true },
      { label: l.alreadyPaid, value: '1,00 €' },
      { label: l.stillOpen, value: '1,20 €', strong: true },
    ];
    const sheet = (rows: number): SheetModel => ({
      ...invoiceSheet(invoiceData(), new Date(), { language: Language.DE, timeZone: TZ }),
      rows: Array.from({ length: rows }, (_, i) => [String(i + 1), `Zeile ${i + 1}`, '', '', '19 %', '1,00 €']),
      totals,
    });
    // Every table length from one row to three pages: wherever the page breaks, the block stays whole.
    for (let rows = 1; rows <= 75; rows++) {
      const pages = pdfPages(await renderSheetPdf(sheet(rows), 'x'));
      const withTotals = pages.filter((p) => totals.some((t) => p.split('\n').includes(t.label)));
      expect({ rows, pagesWithTotals: withTotals.length }).toEqual({ rows, pagesWithTotals: 1 });
      const [page] = withTotals;
      for (const t of totals) expect(page.split('\n')).toContain(t.label);
      // not alone: the table's last lines are on the totals' page
      for (const last of [rows, rows - 1].filter((n) => n > 0))
        expect({ rows, line: page.includes(`Zeile ${last}\n`) }).toEqual({ rows, line: true });
      pages.forEach((p, i) => expect(p).toContain(`Seite ${i + 1} von ${pages.length}`));
    }
  });

  it('a registered company prints its register court, number and managing directors in the footer', () => {
    const gmbh = { ...vendor, registerCourt: 'Amtsgericht Lübeck', registerNumber: 'HRB 12345 HL', managingDirectors: 'Jan Möller' };
    expect(footerLines(gmbh, labelsFor(Language.DE))).toContain(
      'Registergericht: Amtsgericht Lübeck · Registernummer: HRB 12345 HL · Geschäftsführung: Jan Möller',
    );
    expect(footerLines({ ...gmbh, registerCourt: null }, labelsFor(Language.EN))[1]).toBe(
      'Register number: HRB 12345 HL · Managing directors: Jan Möller',
    );
    expect(footerLines(vendor, labelsFor(Language.DE)).join(' ')).not.toContain('Registergericht');
  });

  it('a long invoice runs onto further pages', async () => {
    const many = invoiceData({
      extras: Array.from({ length: 80 }, (_, i) => ({
        id: i,
        extraId: i,
        name: `Extra ${i}`,
        nameEn: null,
        amount: 1,
        unitPrice: 1,
        vatRate: 19,
        gross: 1,
        net: 0.84,
        vat: 0.16,
      })),
    });
    const pdf = await renderSheetPdf(invoiceSheet(many, new Date(), { language: Language.DE, timeZone: TZ }), 'x');
    expect((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(1);
    expect(pdfText(pdf)).toContain('Extra 79');
  });
});
