import { ApiProperty } from '@nestjs/swagger';

// GeoJSON as the API speaks it: [lng, lat] in WGS84. Classes (not interfaces) so OpenAPI names the schemas.

export class GeoJsonPoint {
  @ApiProperty({ enum: ['Point'] }) type: 'Point';
  @ApiProperty({ type: [Number], minItems: 2, maxItems: 2, description: '[lng, lat]', example: [10.7525, 54.0117] })
  coordinates: [number, number];
}

export class GeoJsonPolygon {
  @ApiProperty({ enum: ['Polygon'] }) type: 'Polygon';
  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 } },
    description: 'Closed linear rings of [lng, lat] pairs; the first ring is the outline',
    example: [
      [
        [10.75, 54.01],
        [10.76, 54.01],
        [10.76, 54.02],
        [10.75, 54.01],
      ],
    ],
  })
  coordinates: [number, number][][];
}

export type GeoJsonGeometry = GeoJsonPoint | GeoJsonPolygon;
