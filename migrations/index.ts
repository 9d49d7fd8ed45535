import { InitSchema1763700000000 } from './1763700000000-InitSchema.js';
import { PriceNoOverlap1763800000000 } from './1763800000000-PriceNoOverlap.js';
import { AvailabilityIndexes1763900000000 } from './1763900000000-AvailabilityIndexes.js';
import { BookingHoldCaps1764000000000 } from './1764000000000-BookingHoldCaps.js';
import { Payments1764100000000 } from './1764100000000-Payments.js';
import { LockEvents1764300000000 } from './1764300000000-LockEvents.js';
import { PaymentSweep1764400000000 } from './1764400000000-PaymentSweep.js';
import { JobOutbox1764560000000 } from './1764560000000-JobOutbox.js';
import { UserSessions1764590000000 } from './1764590000000-UserSessions.js';
import { CartToken1764600000000 } from './1764600000000-CartToken.js';
import { VendorUserRoles1764710000000 } from './1764710000000-VendorUserRoles.js';
import { MoneyAndPapers1764720000000 } from './1764720000000-MoneyAndPapers.js';
import { AvailabilityEvents1764800000000 } from './1764800000000-AvailabilityEvents.js';
import { CatalogueChanges1764900000000 } from './1764900000000-CatalogueChanges.js';
import { ExtraImages1765000000000 } from './1765000000000-ExtraImages.js';
import { SentMails1765100000000 } from './1765100000000-SentMails.js';
import { CancellationFeeBase1765300000000 } from './1765300000000-CancellationFeeBase.js';
import { GuestCancellation1765410000000 } from './1765410000000-GuestCancellation.js';
import { EnglishTexts1765530000000 } from './1765530000000-EnglishTexts.js';
import { TillSessions1765600000000 } from './1765600000000-TillSessions.js';
import { TillTse1765610000000 } from './1765610000000-TillTse.js';
import { TillCashBook1765620000000 } from './1765620000000-TillCashBook.js';
import { TillReceiptToken1765710000000 } from './1765710000000-TillReceiptToken.js';
import { TillTerminal1765700000000 } from './1765700000000-TillTerminal.js';
import { TillTseHistory1765720000000 } from './1765720000000-TillTseHistory.js';

/** Every migration, oldest first; the runner applies those not yet recorded. */
export const migrations = [
  InitSchema1763700000000,
  PriceNoOverlap1763800000000,
  AvailabilityIndexes1763900000000,
  BookingHoldCaps1764000000000,
  Payments1764100000000,
  LockEvents1764300000000,
  PaymentSweep1764400000000,
  JobOutbox1764560000000,
  UserSessions1764590000000,
  CartToken1764600000000,
  VendorUserRoles1764710000000,
  MoneyAndPapers1764720000000,
  AvailabilityEvents1764800000000,
  CatalogueChanges1764900000000,
  ExtraImages1765000000000,
  SentMails1765100000000,
  CancellationFeeBase1765300000000,
  GuestCancellation1765410000000,
  EnglishTexts1765530000000,
  TillSessions1765600000000,
  TillTse1765610000000,
  TillCashBook1765620000000,
  TillReceiptToken1765710000000,
  TillTerminal1765700000000,
  TillTseHistory1765720000000,
];
