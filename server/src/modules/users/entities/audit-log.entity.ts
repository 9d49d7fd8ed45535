import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from './user.entity.js';

/** audit_log.details: what else is worth keeping about the action. */
export interface AuditLogDetails {
  [key: string]: unknown;
}

/** Who did what to which record. Append only. */
@Entity('audit_log')
export class AuditLog {
  /** bigserial: node-postgres hands int8 over as a string. */
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ type: 'integer', nullable: true }) actorUserId: number | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_user_id' })
  actorUser?: Relation<User> | null;
  @Column() action: string;
  @Column({ type: 'text', nullable: true }) targetType: string | null;
  @Column({ type: 'text', nullable: true }) targetId: string | null;
  @Column({ type: 'jsonb' }) details: AuditLogDetails;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
