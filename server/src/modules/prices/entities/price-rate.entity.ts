import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { RateType } from '../../../common/enums.js';
import { Price } from './price.entity.js';

@Entity('price_rate')
@Unique('price_rate_price_id_type_discount_min_days_key', ['priceId', 'type', 'discount', 'minDays'])
export class PriceRate {
  @PrimaryGeneratedColumn() id: number;
  @Column() priceId: number;
  @ManyToOne(() => Price, (price) => price.rates, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'price_id' })
  price?: Relation<Price>;
  @Column({ type: 'text' }) type: RateType;
  @Column() priceCents: number;
  @Column() discount: boolean;
  /** MORNING/AFTERNOON: the hours, 'HH-HH' (e.g. '08-13'). */
  @Column({ type: 'text', nullable: true }) timeRange: string | null;
  /** MULTI_DAY: the per-day price applies from this many days on (>= 2). */
  @Column({ type: 'integer', nullable: true }) minDays: number | null;
}
