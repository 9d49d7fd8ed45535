import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BeachChair } from './beach-chair.entity.js';

/** The chair is not for sale from start_date to end_date, both inclusive. */
@Entity('stop_sale')
export class StopSale {
  @PrimaryGeneratedColumn() id: number;
  @Column() beachChairId: number;
  @ManyToOne(() => BeachChair, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'beach_chair_id' })
  beachChair?: Relation<BeachChair>;
  /** yyyy-MM-dd */
  @Column({ type: 'date' }) startDate: string;
  /** yyyy-MM-dd */
  @Column({ type: 'date' }) endDate: string;
  @Column({ type: 'text', nullable: true }) reason: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
