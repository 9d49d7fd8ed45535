import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserTokenKind } from '../../../common/enums.js';
import { User } from './user.entity.js';

/** A one-time token mailed to a user (email confirmation, password reset); only its hash is kept. */
@Entity('user_token')
export class UserToken {
  @PrimaryGeneratedColumn() id: number;
  @Column() userId: number;
  @ManyToOne(() => User, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'user_id' }) user?: Relation<User>;
  @Column({ type: 'text' }) kind: UserTokenKind;
  @Column({ unique: true }) tokenHash: string;
  @Column({ type: 'timestamptz' }) expiresAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) usedAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
