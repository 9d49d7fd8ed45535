import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Language, UserRole } from '../../../common/enums.js';
import { Timestamped } from '../../../common/timestamps.entity.js';

/**
 * A back-office login. The table is app_user since `user` is reserved in PostgreSQL.
 * Emails are unique case-insensitively (unique index on lower(email)).
 */
@Entity('app_user')
export class User extends Timestamped {
  @PrimaryGeneratedColumn() id: number;
  @Column() email: string;
  @Column() passwordHash: string;
  @Column({ type: 'text' }) role: UserRole;
  @Column({ type: 'text', nullable: true }) firstName: string | null;
  @Column({ type: 'text', nullable: true }) lastName: string | null;
  @Column({ type: 'text' }) language: Language;
  @Column({ type: 'timestamptz', nullable: true }) confirmedAt: Date | null;
}
