import { InitSchema1763700000000 } from './1763700000000-InitSchema.js';

/** Every migration, oldest first; the runner applies those not yet recorded. */
export const migrations = [InitSchema1763700000000];
