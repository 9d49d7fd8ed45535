import type { BeachChairSummaryDto } from '../../api/generated';

// A chair without its own description reads one derived from what is known of it (issue 21 item 6.7).
export type ChairFeature = 'season' | 'lock' | 'halfDay';

export function chairFeatures(
  chair: Pick<BeachChairSummaryDto, 'seasonBeachChair' | 'lockId' | 'timeEnum'>,
): ChairFeature[] {
  const features: ChairFeature[] = [];
  if (chair.lockId !== null) features.push('lock');
  if (chair.timeEnum === 'HALF_DAY') features.push('halfDay');
  if (chair.seasonBeachChair) features.push('season');
  return features;
}

/** The chair's own description, or null when it has none worth showing (empty or blank). */
export function ownDescription(description: string | null | undefined): string | null {
  const text = description?.trim();
  return text ? text : null;
}
