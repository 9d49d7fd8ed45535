import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PostalAddress } from '../../../common/address.types.js';
import { Language, Salutation } from '../../../common/enums.js';
import { Timestamped } from '../../../common/timestamps.entity.js';

/** customer.additional_data: whatever else the booking form asked for. */
export interface CustomerAdditionalData {
  [key: string]: unknown;
}

@Entity('customer')
export class Customer extends Timestamped {
  @PrimaryGeneratedColumn() id: number;
  @Column() email: string;
  @Column() firstName: string;
  @Column() lastName: string;
  @Column({ type: 'text' }) salutation: Salutation;
  @Column({ type: 'text', nullable: true }) telephone: string | null;
  @Column({ type: 'jsonb' }) address: PostalAddress;
  @Column({ type: 'jsonb' }) additionalData: CustomerAdditionalData;
  @Column({ type: 'text' }) language: Language;
}
