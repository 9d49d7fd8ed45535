// The prices module's surface: what bookings and the app may use. Everything else in this folder is internal
// (docs/data-access.md, "Surfaces"; eslint.config.js refuses the rest).

// The Nest modules: the vendor's price definitions and the price calculation.
export { PricesModule } from './prices.module.js';
export { PriceCalculationModule } from './price-calculation.module.js';

// The price of a chair booking, which bookings' BeachChairSlotService asks for.
export { PriceCalculationService } from './price-calculation.service.js';
