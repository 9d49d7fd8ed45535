import { useTranslation } from 'react-i18next';
import type { LocationDto } from '../api/officeApi';
import { ImagesField } from '../ui/ImagesField';

/** The location's pictures in their order (the office's shared pictures field: upload, delete, reorder). */
export function LocationImages({ location, mayChange }: { location: LocationDto; mayChange: boolean }) {
  const { t } = useTranslation('locations');
  return (
    <div className="office-card locations-section">
      <ImagesField
        title={t('sections.images')}
        name={location.name}
        owner={{ locationId: location.id }}
        images={location.images}
        mayChange={mayChange}
      />
    </div>
  );
}
