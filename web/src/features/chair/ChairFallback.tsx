import { useTranslation } from 'react-i18next';
import type { BeachChairSummaryDto } from '../../api/generated';
import { chairFeatures } from './chairFeatures';

/** A neutral drawing of a Strandkorb where the chair has no photo (a picture, named by its model). */
export function ChairIllustration({ modelName }: { modelName: string }) {
  const { t } = useTranslation('section');
  return (
    <svg
      className="chair-illustration"
      viewBox="0 0 320 200"
      role="img"
      aria-label={t('chair.illustration', { model: modelName })}
      data-testid="chair-illustration"
    >
      <rect width="320" height="120" fill="#dcefff" />
      <rect y="100" width="320" height="30" fill="#7fb6e0" />
      <path d="M0 130 Q80 120 160 128 T320 126 V200 H0 Z" fill="#f1dfb4" />
      <path d="M110 150 V80 Q110 50 160 48 Q210 50 210 80 V150 Z" fill="#fdfdfd" stroke="#5b4636" strokeWidth="5" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} x={122 + i * 17} y="80" width="9" height="66" fill="#233f91" />
      ))}
      <rect x="104" y="150" width="112" height="34" rx="5" fill="#8b6b4a" stroke="#5b4636" strokeWidth="5" />
    </svg>
  );
}

/** "2-Sitzer Liegekorb Nr. 12 in Reihe 3, mit Smart-Lock, halbtags buchbar." from the chair's facts. */
export function derivedDescription(
  t: (key: string, options?: Record<string, unknown>) => string,
  chair: Pick<BeachChairSummaryDto, 'seasonBeachChair' | 'lockId' | 'timeEnum' | 'publicNumber'>,
  modelName: string,
  rowName: string | undefined,
): string {
  const features = chairFeatures(chair).map((feature) => t(`chair.features.${feature}`));
  return t(rowName ? 'chair.derivedInRow' : 'chair.derived', {
    model: modelName,
    number: chair.publicNumber,
    row: rowName,
    features: features.length > 0 ? `, ${features.join(', ')}` : '',
  });
}
