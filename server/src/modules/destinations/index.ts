// The destinations module's surface: what inventory (the vendor's section editor) and availability may use. Everything
// else in this folder is internal (docs/data-access.md, "Surfaces"; eslint.config.js refuses the rest).

// The Nest module, for `imports: [DestinationsModule]`, and the section rules the vendor's section editor reuses.
export { DestinationsModule } from './destinations.module.js';
export { SectionsService } from './destinations.services.js';

// The catalogue's section, row and chair shapes, which the back office extends.
export { BeachChairAttributesDto, BeachChairSummaryDto, RowDto, toBeachChairSummaryDto, toRowDto } from './dto/row.dto.js';
export { CreateSectionDto, SectionDto, toSectionDto, UpdateSectionDto } from './dto/section.dto.js';
