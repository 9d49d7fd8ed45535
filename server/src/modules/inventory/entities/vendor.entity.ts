import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PostalAddress } from '../../../common/address.types.js';
import { CancellationFeeBase, type PaymentMethod } from '../../../common/enums.js';
import { Timestamped } from '../../../common/timestamps.entity.js';

/** vendor.configuration: how the vendor's booking pages behave. */
export interface VendorConfiguration {
  beachChairView?: 'grid' | 'map';
  gridLineBreak?: number;
  hideCustomerComment?: boolean;
  hideOpeningHours?: boolean;
  /** yyyy-MM-dd; no booking may start before it. */
  bookingStartdate?: string | null;
  paymentMethods?: PaymentMethod[];
  logo?: string | null;
}

export interface VendorBankData {
  accountHolder?: string;
  bic?: string;
  iban?: string;
  bankName?: string;
}

/** vendor.invoice_data: what the vendor's invoices print. */
export interface VendorInvoiceData {
  vatId?: string | null;
  taxNumber?: string | null;
  /** A company in the commercial register (GmbH, UG, AG, KG …): its court, number and managing directors are printed. */
  registerCourt?: string | null;
  registerNumber?: string | null;
  managingDirectors?: string | null;
  bankData?: VendorBankData;
}

/** vendor.commission: the platform's share, in percent. */
export interface VendorCommission {
  onlinePercent?: number;
  offlinePercent?: number;
}

/** One rule of vendor.cancellation_policy: cancelling at least `daysBefore` days ahead costs `percent` of the price. */
export interface CancellationRule {
  daysBefore: number;
  percent: number;
}

@Entity('vendor')
export class Vendor extends Timestamped {
  @PrimaryGeneratedColumn() id: number;
  @Column() companyName: string;
  /** URL slug: ^[a-z0-9][a-z0-9-]{2,62}$. */
  @Column({ unique: true }) publicReference: string;
  @Column({ type: 'text', nullable: true }) email: string | null;
  @Column({ type: 'text', nullable: true }) telephone: string | null;
  @Column({ type: 'text', nullable: true }) website: string | null;
  @Column({ type: 'jsonb' }) address: PostalAddress;
  @Column({ type: 'jsonb' }) configuration: VendorConfiguration;
  @Column({ type: 'jsonb' }) invoiceData: VendorInvoiceData;
  @Column({ type: 'jsonb' }) commission: VendorCommission;
  @Column({ type: 'jsonb' }) cancellationPolicy: CancellationRule[];
  /** What the policy's percent is taken of. */
  @Column({ type: 'text', default: CancellationFeeBase.RENTAL }) cancellationFeeBase: CancellationFeeBase;
  /** Guests may cancel online until this many calendar days before the start; null: not online. */
  @Column({ type: 'int', nullable: true, default: 1 }) guestCancellationDays: number | null;
  @Column({ type: 'text', nullable: true }) terms: string | null;
  @Column({ type: 'text', nullable: true }) sevdeskContactId: string | null;
}
