import { ApiProperty } from '@nestjs/swagger';
import { LockState } from '../../../common/enums.js';
import { LockHealth } from '../lock-health.js';

/** The chair a lock is fitted to. */
export class LockDeviceChairDto {
  @ApiProperty() id: number;
  @ApiProperty() publicNumber: string;
  @ApiProperty() sectionId: number;
  @ApiProperty() sectionName: string;
}

/** GET /features/lock_devices: a lock of the vendor's fleet with its chair and health. */
export class LockDeviceDto {
  @ApiProperty() id: number;
  @ApiProperty({ type: Number, nullable: true }) vendorId: number | null;
  @ApiProperty({ example: 'LCK-12-7' }) serialNumber: string;
  @ApiProperty({ enum: LockState, enumName: 'LockState', description: 'Open or locked, as last reported' }) state: LockState;
  @ApiProperty({ type: 'integer', nullable: true, minimum: 0, maximum: 100, description: 'Percent; null until reported' })
  batteryLevel: number | null;
  @ApiProperty({ type: 'string', nullable: true }) firmware: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) lastSeenAt: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) lastSyncAt: string | null;
  @ApiProperty({ description: 'Seen within LOCK_OFFLINE_MINUTES' }) online: boolean;
  @ApiProperty({
    enum: LockHealth,
    enumName: 'LockHealth',
    description: 'The rule of getLockHealth: the first that applies of NEVER_SEEN, OFFLINE, BATTERY_LOW (< 20 %), OK',
  })
  health: LockHealth;
  @ApiProperty({ type: LockDeviceChairDto, nullable: true, description: 'The chair it is fitted to' })
  beachChair: LockDeviceChairDto | null;
}

/** GET /features/lock_devices/attention: how many of the caller's locks need someone to look (health other than OK). */
export class LockAttentionDto {
  @ApiProperty({ description: 'Locks in the scope' }) total: number;
  @ApiProperty({ description: 'Locks whose health is not OK' }) attention: number;
  @ApiProperty({ description: 'Locks per health' }) ok: number;
  @ApiProperty() batteryLow: number;
  @ApiProperty() offline: number;
  @ApiProperty() neverSeen: number;
}
