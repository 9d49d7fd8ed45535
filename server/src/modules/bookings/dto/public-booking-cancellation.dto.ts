import { ApiProperty } from '@nestjs/swagger';

/** GET /features/public/booking/cancellation: what cancelling online now would cost and give back. */
export class PublicBookingCancellationDto {
  @ApiProperty({ example: 'K7M4XQ2P' }) bookingRef: string;
  @ApiProperty({ description: 'Euros: the booking total' }) totalPrice: number;
  @ApiProperty({ description: "Euros: the fee by the vendor's cancellation policy (as the office would charge it)" })
  cancellationFee: number;
  @ApiProperty({ description: 'Percent of the policy rule that applies (0: free)' }) percent: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Calendar days from today to the first start' })
  daysBefore: number | null;
  @ApiProperty({ description: 'Euros paid so far (online or recorded by the vendor)' }) paid: number;
  @ApiProperty({ description: 'Euros of the paid money that go back (paid − the fee, at least 0)' }) refund: number;
  @ApiProperty({ description: 'Euros of the fee not paid yet (the guest still owes them)' }) open: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'YYYY-MM-DD: the last day online cancellation is possible (null: no chair left to count from)',
  })
  lastDay: string | null;
}
