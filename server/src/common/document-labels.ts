import { BeachChairModel, Language, PaymentMethod } from './enums.js';

// The words of the booking PDFs, German and English (the storefront's names for models and payment methods). In common/:
// documents' PDFs and bookings' mails (a chair's row) both use them, and documents depends on bookings.

export interface DocumentLabels {
  invoice: string;
  cancellation: string;
  chairCancellation: string;
  shortInvoice: string;
  invoiceNumber: string;
  invoiceDate: string;
  bookingRef: string;
  date: string;
  canceledOn: string;
  paymentMethod: string;
  paymentStatus: string;
  paid: string;
  open: string;
  position: string;
  service: string;
  periodOrAmount: string;
  unitPrice: string;
  amount: string;
  beachChair: string;
  row: string;
  net: string;
  netAt: (rate: number) => string;
  vat: (rate: number) => string;
  vatColumn: string;
  partlyPaid: string;
  stillOpen: string;
  keptAmount: string;
  kept: string;
  correctionInvoice: string;
  correctsInvoice: string;
  correctionNote: string;
  stornoNote: string;
  feeInvoiceNote: string;
  fileCorrectionInvoice: string;
  gross: string;
  includedVat: (rate: number) => string;
  cancellationFee: string;
  canceledTotal: string;
  alreadyPaid: string;
  refund: string;
  noRefund: string;
  remainingTotal: string;
  canceledItems: string;
  taxNumber: string;
  vatId: string;
  bank: string;
  registerCourt: string;
  registerNumber: string;
  managingDirectors: string;
  /** "Seite 1 von 2" on every page of a sheet. */
  pageOf: (page: number, pages: number) => string;
  customer: string;
  invoiceNote: string;
  cancellationNote: string;
  chairCancellationNote: string;
  thanks: string;
  fileInvoice: string;
  fileCancellation: string;
  fileChairCancellation: string;
  fileShortInvoice: string;
  models: Record<BeachChairModel, string>;
  paymentMethods: Record<PaymentMethod, string>;
}

const DE: DocumentLabels = {
  invoice: 'Rechnung',
  cancellation: 'Stornierungsbestätigung',
  chairCancellation: 'Stornierung eines Strandkorbs',
  shortInvoice: 'Kurzrechnung',
  invoiceNumber: 'Rechnungsnummer',
  invoiceDate: 'Rechnungsdatum',
  bookingRef: 'Buchungsnummer',
  date: 'Datum',
  canceledOn: 'Storniert am',
  paymentMethod: 'Zahlungsart',
  paymentStatus: 'Zahlungsstatus',
  paid: 'bezahlt',
  open: 'offen',
  position: 'Pos.',
  service: 'Leistung',
  periodOrAmount: 'Zeitraum / Menge',
  unitPrice: 'Einzelpreis',
  amount: 'Betrag',
  beachChair: 'Strandkorb',
  row: 'Reihe',
  net: 'Nettobetrag',
  netAt: (rate) => `Nettobetrag ${rate} %`,
  vat: (rate) => `USt. ${rate} %`,
  vatColumn: 'USt.',
  partlyPaid: 'teilweise bezahlt (Anzahlung)',
  stillOpen: 'Noch offen',
  keptAmount: 'Einbehaltener Betrag (Stornierung)',
  kept: 'Einbehalten',
  correctionInvoice: 'Stornorechnung',
  correctsInvoice: 'Zur Rechnung',
  correctionNote: 'Diese Stornorechnung korrigiert die genannte Rechnung; negative Beträge werden gutgeschrieben.',
  stornoNote: 'Diese Stornorechnung hebt die genannte Rechnung vollständig auf; die geänderte Buchung erhält eine neue Rechnung.',
  feeInvoiceNote: 'Die Buchung wurde storniert; berechnet wird der Betrag der Stornierung.',
  fileCorrectionInvoice: 'Stornorechnung',
  gross: 'Gesamtbetrag',
  includedVat: (rate) => `darin enthaltene USt. ${rate} %`,
  cancellationFee: 'Stornogebühr',
  canceledTotal: 'Storniert (Wert)',
  alreadyPaid: 'Bereits bezahlt',
  refund: 'Erstattung',
  noRefund: 'Auf Wunsch des Anbieters erfolgt keine Erstattung.',
  remainingTotal: 'Neuer Buchungsbetrag',
  canceledItems: 'Stornierte Leistungen',
  taxNumber: 'Steuernummer',
  vatId: 'USt-IdNr.',
  bank: 'Bankverbindung',
  registerCourt: 'Registergericht',
  registerNumber: 'Registernummer',
  managingDirectors: 'Geschäftsführung',
  pageOf: (page, pages) => `Seite ${page} von ${pages}`,
  customer: 'Kunde',
  invoiceNote: 'Alle Preise enthalten die gesetzliche Umsatzsteuer zum angegebenen Satz.',
  cancellationNote: 'Ihre Buchung wurde storniert. Die Strandkörbe sind wieder freigegeben.',
  chairCancellationNote: 'Ein Strandkorb Ihrer Buchung wurde storniert; die übrige Buchung bleibt bestehen.',
  thanks: 'Vielen Dank für Ihre Buchung!',
  fileInvoice: 'Rechnung',
  fileCancellation: 'Stornierung',
  fileChairCancellation: 'Stornierung_Strandkorb',
  fileShortInvoice: 'Kurzrechnung',
  models: {
    '2_SEAT_RECLINER': '2-Sitzer Liegekorb',
    '2.5_SEAT_RECLINER': '2,5-Sitzer Liegekorb',
    BALTIC_BEACH_CHAIR: 'Ostseekorb',
    '2_SEAT_CHAIR': '2-Sitzer',
    '3_SEAT_CHAIR': '3-Sitzer',
    FULL_RECLINER: 'Ganzlieger',
    BEACH_CHAIR_BED: 'Strandkorbbett',
    DAYBED: 'Daybed',
    XL_BEACH_CHAIR: 'XL-Strandkorb',
    SAUNA: 'Sauna',
    FAMILY_BEACH_CHAIR: 'Familienstrandkorb',
    XL_BEACH_CHAIR_TURNABLE: 'XL-Strandkorb drehbar',
    '2_SEAT_CHAIR_TURNABLE': '2-Sitzer drehbar',
    COMFORT: 'Komfort',
    WHEELCHAIR: 'Barrierefrei',
    XXL_BEACH_CHAIR: 'XXL-Strandkorb',
    CHILDBEACHCHAIR: 'Kinderstrandkorb',
    DOG_BEACH_CHAIR: 'Hundestrandkorb',
    FKK_BUDJE: 'FKK-Budje',
    NORDORT: 'Nordort',
    PREMIUM: 'Premium',
    RETRO: 'Retro',
  },
  paymentMethods: {
    BANK_TRANSFER: 'Überweisung',
    CASH: 'Barzahlung vor Ort',
    EC: 'EC-Karte vor Ort',
    CC: 'Kreditkarte',
    INVOICE: 'Rechnung',
    PAYPAL: 'PayPal',
    CUSTOM_SEPA: 'SEPA-Lastschrift',
    OTHER_STRIPE: 'Online-Zahlung',
    DIRECT_DEBIT: 'Lastschrift',
    CARD_TERMINAL: 'Kartenzahlung vor Ort',
    STRIPE_BANK_TRANSFER: 'Online-Überweisung',
    STRIPE_DIRECT_DEBIT: 'SEPA-Lastschrift (online)',
    STRIPE_SOFORT: 'Sofort',
    STRIPE_CREDIT_CARD: 'Kreditkarte',
    STRIPE_PAYPAL: 'PayPal',
    STRIPE_PAYMENT_LINK: 'Zahlungslink',
    EXTERNAL_PP: 'Externer Zahlungsanbieter',
  },
};

const EN: DocumentLabels = {
  invoice: 'Invoice',
  cancellation: 'Cancellation confirmation',
  chairCancellation: 'Cancellation of a beach chair',
  shortInvoice: 'Short invoice',
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  bookingRef: 'Booking number',
  date: 'Date',
  canceledOn: 'Canceled on',
  paymentMethod: 'Payment method',
  paymentStatus: 'Payment status',
  paid: 'paid',
  open: 'open',
  position: 'No.',
  service: 'Service',
  periodOrAmount: 'Period / quantity',
  unitPrice: 'Unit price',
  amount: 'Amount',
  beachChair: 'Beach chair',
  row: 'Row',
  net: 'Net amount',
  netAt: (rate) => `Net amount ${rate} %`,
  vat: (rate) => `VAT ${rate} %`,
  vatColumn: 'VAT',
  partlyPaid: 'partly paid (deposit)',
  stillOpen: 'Still open',
  keptAmount: 'Amount kept (cancellation)',
  kept: 'Kept',
  correctionInvoice: 'Correction invoice',
  correctsInvoice: 'Corrects invoice',
  correctionNote: 'This correction invoice corrects the invoice named above; negative amounts are credited.',
  stornoNote: 'This correction invoice cancels the invoice named above in full; the changed booking gets a new invoice.',
  feeInvoiceNote: 'The booking has been canceled; the amount of the cancellation is charged.',
  fileCorrectionInvoice: 'Correction_invoice',
  gross: 'Total',
  includedVat: (rate) => `including VAT ${rate} %`,
  cancellationFee: 'Cancellation fee',
  canceledTotal: 'Canceled (value)',
  alreadyPaid: 'Paid so far',
  refund: 'Refund',
  noRefund: 'As agreed with the vendor, there is no refund.',
  remainingTotal: 'New booking total',
  canceledItems: 'Canceled items',
  taxNumber: 'Tax number',
  vatId: 'VAT ID',
  bank: 'Bank account',
  registerCourt: 'Register court',
  registerNumber: 'Register number',
  managingDirectors: 'Managing directors',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  customer: 'Customer',
  invoiceNote: 'All prices include German VAT at the rate shown.',
  cancellationNote: 'Your booking has been canceled. The beach chairs have been released.',
  chairCancellationNote: 'One beach chair of your booking has been canceled; the rest of the booking stays as it is.',
  thanks: 'Thank you for your booking!',
  fileInvoice: 'Invoice',
  fileCancellation: 'Cancellation',
  fileChairCancellation: 'Cancellation_beach_chair',
  fileShortInvoice: 'Short_invoice',
  models: {
    '2_SEAT_RECLINER': '2-seat recliner',
    '2.5_SEAT_RECLINER': '2.5-seat recliner',
    BALTIC_BEACH_CHAIR: 'Baltic beach chair',
    '2_SEAT_CHAIR': '2-seater',
    '3_SEAT_CHAIR': '3-seater',
    FULL_RECLINER: 'Full recliner',
    BEACH_CHAIR_BED: 'Beach chair bed',
    DAYBED: 'Daybed',
    XL_BEACH_CHAIR: 'XL beach chair',
    SAUNA: 'Sauna',
    FAMILY_BEACH_CHAIR: 'Family beach chair',
    XL_BEACH_CHAIR_TURNABLE: 'XL beach chair, turnable',
    '2_SEAT_CHAIR_TURNABLE': '2-seater, turnable',
    COMFORT: 'Comfort',
    WHEELCHAIR: 'Wheelchair accessible',
    XXL_BEACH_CHAIR: 'XXL beach chair',
    CHILDBEACHCHAIR: "Children's beach chair",
    DOG_BEACH_CHAIR: 'Dog beach chair',
    FKK_BUDJE: 'Naturist budje',
    NORDORT: 'Nordort',
    PREMIUM: 'Premium',
    RETRO: 'Retro',
  },
  paymentMethods: {
    BANK_TRANSFER: 'Bank transfer',
    CASH: 'Cash on site',
    EC: 'Debit card on site',
    CC: 'Credit card',
    INVOICE: 'Invoice',
    PAYPAL: 'PayPal',
    CUSTOM_SEPA: 'SEPA direct debit',
    OTHER_STRIPE: 'Online payment',
    DIRECT_DEBIT: 'Direct debit',
    CARD_TERMINAL: 'Card payment on site',
    STRIPE_BANK_TRANSFER: 'Online bank transfer',
    STRIPE_DIRECT_DEBIT: 'SEPA direct debit (online)',
    STRIPE_SOFORT: 'Sofort',
    STRIPE_CREDIT_CARD: 'Credit card',
    STRIPE_PAYPAL: 'PayPal',
    STRIPE_PAYMENT_LINK: 'Payment link',
    EXTERNAL_PP: 'External payment provider',
  },
};

/** German unless the customer reads English. */
export const labelsFor = (language: Language | null | undefined): DocumentLabels => (language === Language.EN ? EN : DE);

/** A row's name with the word "Reihe" once: "A" → "Reihe A", "Reihe 0 vorn" stays as the vendor wrote it. */
export const rowText = (rowName: string, l: DocumentLabels): string =>
  /\b(reihe|row)\b/i.test(rowName) ? rowName.trim() : `${l.row} ${rowName.trim()}`;
