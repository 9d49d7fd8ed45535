import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: 'ok' | 'degraded';
  @ApiProperty({ enum: ['up', 'down'] }) database: 'up' | 'down';
  @ApiProperty({ enum: ['up', 'down'] }) redis: 'up' | 'down';
}
