import type { Language } from '../../common/enums.js';

/** Every mail the platform sends; each has a German and an English text in templates.ts. */
export enum MailTemplate {
  CONFIRM_EMAIL = 'CONFIRM_EMAIL',
  RESET_PASSWORD = 'RESET_PASSWORD',
  /** A vendor's owner added a new address to its staff: a link to choose the password, which leads into the back office. */
  STAFF_INVITATION = 'STAFF_INVITATION',
  /** Someone registered with an address that has an account already. */
  ACCOUNT_EXISTS = 'ACCOUNT_EXISTS',
  /** A booking to be paid by bank transfer: what to transfer, where, by when. */
  BOOKING_BANK_TRANSFER = 'BOOKING_BANK_TRANSFER',
  /** A booking lapsed (hold or payment deadline passed): its chairs are free again. */
  BOOKING_EXPIRED = 'BOOKING_EXPIRED',
  /** The back office sends the customer the link where an OPEN or PENDING booking can be finished and paid. */
  BOOKING_PAYMENT_LINK = 'BOOKING_PAYMENT_LINK',
  /** The vendor confirmed (or took payment for) a booking: its chairs, with an .ics calendar attachment. */
  BOOKING_CONFIRMATION = 'BOOKING_CONFIRMATION',
  /** The vendor canceled a booking: fee and refund. */
  BOOKING_CANCELED = 'BOOKING_CANCELED',
  /** A till receipt (Kassenbeleg or Storno-Beleg) the cashier sends at the guest's wish: the PDF attached. */
  TILL_RECEIPT = 'TILL_RECEIPT',
  /** The storefront's contact or vendor form, delivered to OPERATOR_EMAIL (with the sender's attachment, if any). */
  FORM_SUBMISSION = 'FORM_SUBMISSION',
}

/** What each template needs; links are built from PUBLIC_BASE_URL when the mail is rendered. */
export interface MailTemplateData {
  [MailTemplate.CONFIRM_EMAIL]: { firstName: string | null; token: string; expiresAt: string };
  [MailTemplate.RESET_PASSWORD]: { firstName: string | null; token: string; expiresAt: string };
  [MailTemplate.STAFF_INVITATION]: { firstName: string | null; vendorName: string; token: string; expiresAt: string };
  [MailTemplate.ACCOUNT_EXISTS]: { firstName: string | null };
  [MailTemplate.BOOKING_BANK_TRANSFER]: {
    firstName: string | null;
    bookingRef: string;
    /** Chair number (or id) and period, ISO dates. */
    chairs: { label: string; start: string; end: string }[];
    totalCents: number;
    /** The VAT included, per rate, as the invoice states it; without it the 19 % of the total. */
    vat?: { rate: number; cents: number }[];
    bank: { accountHolder?: string; iban?: string; bic?: string; reference: string };
    deadline: string;
  };
  [MailTemplate.BOOKING_EXPIRED]: {
    firstName: string | null;
    bookingRef: string;
    /** Chair number (or id) and period, ISO dates (end: the last day). */
    chairs: { label: string; start: string; end: string }[];
    /** Whether it lapsed unpaid (PENDING) or as an unfinished cart (OPEN). */
    unpaid: boolean;
  };
  [MailTemplate.BOOKING_PAYMENT_LINK]: {
    firstName: string | null;
    bookingRef: string;
    /** The customer's address: the storefront looks the booking up by reference and e-mail. */
    email: string;
    totalCents: number;
  };
  [MailTemplate.BOOKING_CONFIRMATION]: {
    firstName: string | null;
    bookingRef: string;
    /** Chair label and period: ISO instants, end exclusive as stored; a half day with its hours ('08:00–13:00'); its rate and price. */
    chairs: { label: string; start: string; end: string; hours?: string; rate?: string | null; priceCents?: number }[];
    /** How to find the chairs: one per location (beach entrance, address, town, an OpenStreetMap link). */
    places?: { name: string; entranceName: string | null; street: string | null; city: string; mapUrl: string | null }[];
    /** The vendor who rents the chairs out, with the phone number to call. */
    vendor?: { name: string; telephone: string | null; email: string | null };
    /** The vendor's cancellation policy ("N or fewer days before the first day: P %") and what the percent is taken of. */
    cancellation?: { rules: { daysBefore: number; percent: number }[]; withExtras: boolean };
    /** One line per extra: name, amount, gross of the line. */
    extras?: { name: string; amount: number; totalCents: number }[];
    totalCents: number;
    /** The VAT included, per rate (chair rental 19 %, takeaway food 7 %). */
    vat?: { rate: number; cents: number }[];
    /** Paid so far when it is a deposit (less than the total). */
    depositCents?: number;
    /** BOOKED: paid already (with this method); otherwise to be paid as agreed. */
    paid: boolean;
    paymentMethod: string | null;
    /** IANA zone the dates are shown in. */
    timeZone: string;
  };
  [MailTemplate.BOOKING_CANCELED]: {
    firstName: string | null;
    bookingRef: string;
    chairs: { label: string; start: string; end: string; hours?: string }[];
    /** The booking's total before the cancellation (extras included). */
    totalCents: number;
    /** One chair canceled: the booking's total after it (the other chairs, extras, the fee). */
    remainingCents?: number;
    cancellationFeeCents: number;
    /** The settlement (money-rules.ts settleCancellation): charged for the cancellation with its VAT, paid, kept, refunded, open. */
    chargedCents: number;
    chargedVatCents: number;
    chargedVatRate: number;
    paidCents: number;
    keptCents: number;
    refundCents: number;
    openCents: number;
    /** The correction invoice issued, when the booking was invoiced. */
    correctionNumber?: string | null;
    timeZone: string;
  };
  [MailTemplate.TILL_RECEIPT]: {
    firstName: string | null;
    /** The receipt's number (its till transaction). */
    receiptNumber: number;
    /** A Storno-Beleg rather than a Kassenbeleg. */
    storno: boolean;
    vendorName: string;
    /** Cents, VAT included (negative for a storno). */
    totalCents: number;
  };
  [MailTemplate.FORM_SUBMISSION]: {
    /** Which storefront form: contact or vendor (a business that wants to rent out chairs). */
    kind: 'contact' | 'vendor';
    name: string;
    email: string;
    body: string;
    /** The attachment's file name, when one came with it. */
    attachmentName: string | null;
  };
}

/** A file sent with a mail, e.g. the booking's .ics; text content (it travels through the queue as JSON). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text, or base64 of binary content when `encoding` is 'base64' (e.g. a form's PDF). */
  content: string;
  encoding?: 'base64';
}

/** One mail to send: `mail.send({ to, template, language, data })`. */
export interface MailRequest<T extends MailTemplate = MailTemplate> {
  to: string;
  template: T;
  language: Language;
  data: MailTemplateData[T];
  /** Makes sending the same mail twice a no-op (e.g. `confirm-<tokenId>`); without it every call sends. */
  idempotencyKey?: string;
  attachments?: MailAttachment[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}
