import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { PaymentProvider } from '../../../common/enums.js';

/** A provider's webhook event, kept so that a redelivery is not processed twice. */
@Entity('processed_webhook_event')
export class ProcessedWebhookEvent {
  /** Not constrained by a CHECK in the database. */
  @PrimaryColumn({ type: 'text' }) provider: PaymentProvider;
  @PrimaryColumn({ type: 'text' }) eventId: string;
  /** The provider's event type, e.g. 'payment_intent.succeeded'. */
  @Column() type: string;
  @CreateDateColumn({ type: 'timestamptz' }) receivedAt: Date;
  @Column({ type: 'jsonb' }) payload: Record<string, unknown>;
}
