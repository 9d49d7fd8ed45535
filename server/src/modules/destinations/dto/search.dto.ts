import { ApiProperty } from '@nestjs/swagger';
import { HierarchyNodeKind } from '../../../common/enums.js';
import { ValidateBoolean, ValidateString } from '../../../common/validation/validation.js';

export class DestinationSearchQueryDto {
  @ValidateString({ maxLength: 100, description: 'Phrase searched case-insensitively in the names', example: 'timmen' })
  q: string;
  @ValidateBoolean({ optional: true, description: 'Only sections bookable online (and their parents)' })
  onlineBooking?: boolean;
}

export class DestinationNodeDto {
  @ApiProperty({ enum: HierarchyNodeKind, enumName: 'HierarchyNodeKind' }) kind: HierarchyNodeKind;
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Id of the parent node (region of a city, city of a beach, ...)' })
  parentId: number | null;
  @ApiProperty({ description: 'Whether the name itself matched (otherwise it is a parent or child of a match)' })
  match: boolean;
}

export class DestinationSearchResultDto {
  @ApiProperty({ type: [DestinationNodeDto], description: 'Matches with their parents and children, ordered as a tree' })
  items: DestinationNodeDto[];
}
