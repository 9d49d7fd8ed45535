// The German spreadsheet dialect (excel-de) speaks German: column headers and the values of the enumerated columns
// (status, payment method, source, invoice kind) as the back office names them. Columns not listed keep their field name.

/** Column headers by column name (the last part of a dotted column counts when the whole one is not listed). */
const HEADERS: Record<string, string> = {
  id: 'ID',
  bookingRef: 'Buchungsnummer',
  status: 'Status',
  source: 'Quelle',
  paymentMethod: 'Zahlungsart',
  totalPrice: 'Gesamtbetrag',
  cancellationFee: 'Stornogebühr',
  invoiceNumber: 'Rechnungsnummer',
  customerFirstName: 'Vorname',
  customerLastName: 'Nachname',
  customerEmail: 'E-Mail',
  start: 'Beginn',
  end: 'Ende',
  beachChairs: 'Strandkörbe',
  sections: 'Abschnitte',
  createdAt: 'Erstellt am',
  timeRange: 'Uhrzeit',
  updatedAt: 'Geändert am',
  vendorId: 'Vermieter-ID',
  email: 'E-Mail',
  firstName: 'Vorname',
  lastName: 'Nachname',
  telephone: 'Telefon',
  country: 'Land',
  numberOfBookings: 'Buchungen',
  lastBookingDate: 'Letzte Buchung',
  totalSpent: 'Bezahlt',
  date: 'Datum',
  period: 'Zeitraum',
  sectionId: 'Abschnitt-ID',
  sectionName: 'Abschnitt',
  activeChairs: 'Aktive Körbe',
  bookedChairs: 'Gebuchte Körbe',
  chairsBooked: 'Gebuchte Körbe',
  chairBookings: 'Korbbuchungen',
  occupancyPercent: 'Auslastung (%)',
  paidBookings: 'Bezahlte Buchungen',
  revenue: 'Umsatz',
  cancellations: 'Stornierungen',
  cancellationFees: 'Stornogebühren',
  refunds: 'Erstattungen',
  kind: 'Art',
  corrects: 'Korrigiert Rechnung',
  net: 'Netto',
  vat: 'USt.',
  gross: 'Brutto',
  net19: 'Netto 19 %',
  vat19: 'USt. 19 %',
  net7: 'Netto 7 %',
  vat7: 'USt. 7 %',
  net0: 'Netto 0 %',
  bookingId: 'Buchungs-ID',
  bookingStatus: 'Buchungsstatus',
  beachChairId: 'Korb-ID',
  publicNumber: 'Korbnummer',
  model: 'Modell',
  rate: 'Tarif',
  price: 'Preis',
  discount: 'Rabatt',
};

const STATUS: Record<string, string> = {
  OPEN: 'Offen (Warenkorb)',
  PENDING: 'Wartet auf Zahlung',
  RESERVED: 'Reserviert',
  CONFIRMED: 'Bestätigt',
  BOOKED: 'Bezahlt',
  CANCELED: 'Storniert',
  EXPIRED: 'Abgelaufen',
};

const PAYMENT_METHOD: Record<string, string> = {
  CASH: 'Bar',
  EC: 'EC-Karte',
  CARD_TERMINAL: 'Kartenterminal',
  BANK_TRANSFER: 'Überweisung',
  CC: 'Kreditkarte',
  INVOICE: 'Rechnung',
  PAYPAL: 'PayPal',
  CUSTOM_SEPA: 'SEPA (eigenes Mandat)',
  OTHER_STRIPE: 'Stripe (sonstige)',
  DIRECT_DEBIT: 'Lastschrift',
  STRIPE_BANK_TRANSFER: 'Stripe Überweisung',
  STRIPE_DIRECT_DEBIT: 'Stripe Lastschrift',
  STRIPE_SOFORT: 'Stripe Sofort',
  STRIPE_CREDIT_CARD: 'Stripe Kreditkarte',
  STRIPE_PAYPAL: 'Stripe PayPal',
  STRIPE_PAYMENT_LINK: 'Stripe Zahlungslink',
  EXTERNAL_PP: 'Externer Zahlungsanbieter',
  UNKNOWN: 'Ohne Zahlungsart',
};

const SOURCE: Record<string, string> = {
  WEBSITE: 'Website',
  WIDGET: 'Widget',
  EMAIL: 'E-Mail',
  PARTNER: 'Partner',
  APP: 'App',
  BACK_OFFICE: 'Office',
  VENDOR_APP: 'Vermieter-App',
  CUSTOMER_APP: 'Kunden-App',
  NOT_DEFINED: 'Unbekannt',
};

const INVOICE_KIND: Record<string, string> = { INVOICE: 'Rechnung', CORRECTION: 'Stornorechnung' };

const RATE: Record<string, string> = {
  MORNING: 'Vormittag',
  AFTERNOON: 'Nachmittag',
  DAY: 'Tag',
  MULTI_DAY: 'Mehrere Tage',
  WEEK: 'Woche',
  SEASON: 'Saison',
};

const VALUES: Record<string, Record<string, string>> = {
  status: STATUS,
  bookingStatus: STATUS,
  paymentMethod: PAYMENT_METHOD,
  source: SOURCE,
  kind: INVOICE_KIND,
  rate: RATE,
};

/** The German header of a column (dotted name); the name itself when none is known. */
export function germanHeader(column: string): string {
  return HEADERS[column] ?? HEADERS[column.split('.').at(-1) ?? ''] ?? column;
}

/** The German name of an enumerated value in a column named `field`; undefined when the column or value is not one. */
export function germanValue(field: string, value: string): string | undefined {
  return VALUES[field]?.[value];
}
