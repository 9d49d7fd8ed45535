import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateVendorSectionMutation,
  useListBeachesQuery,
  useListVendorLocationsQuery,
  useListVendorSectionsQuery,
  type GeoJsonPolygon,
} from '../api/officeApi';
import { useSectionErrorText } from './useSectionErrorText';
import { OutlineField } from './OutlineField';
import { SectionDetailsForm } from './SectionDetailsForm';
import SectionMap from './SectionMap';
import { emptySectionForm, formToSectionDto, validateSectionForm, type SectionForm } from './sectionsLogic';

const NO_CHAIRS: never[] = [];
const ignore = () => undefined;

/** A new section: its details and its outline drawn on the map (the chosen beach shown for orientation). */
export function NewSection({ onDone }: { onDone: (id?: number) => void }) {
  const { t } = useTranslation('sections');
  const errorText = useSectionErrorText();
  const locations = useListVendorLocationsQuery({ itemsPerPage: 0 }).data?.items ?? [];
  const beaches = useListBeachesQuery({ itemsPerPage: 0, orderBy: 'name' }).data?.items ?? [];
  const sections = useListVendorSectionsQuery({ itemsPerPage: 0, orderBy: 'name' }).data?.items ?? [];
  const [edited, setForm] = useState<SectionForm | null>(null);
  // Until the user picks, the vendor's first location and the beach of its first section.
  const form = edited ?? emptySectionForm(locations[0]?.id, sections[0]?.beachId);
  const [outline, setOutline] = useState<GeoJsonPolygon | null>(null);
  const [error, setError] = useState('');
  const [create, creating] = useCreateVendorSectionMutation();
  const beach = beaches.find((b) => String(b.id) === form.beachId);

  const submit = async () => {
    const invalid = validateSectionForm(form, outline);
    if (invalid) return setError(t(`form.errors.${invalid}`));
    setError('');
    try {
      const created = await create({ createSectionDto: formToSectionDto(form, outline) }).unwrap();
      onDone(created.id);
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <div className="sections">
      <header className="sections__header">
        <h1>{t('form.createTitle')}</h1>
        <button type="button" className="office-button" onClick={() => onDone()}>
          {t('back')}
        </button>
      </header>
      <div className="sections__workspace">
        <div className="office-card">
          <SectionDetailsForm
            form={form}
            onChange={setForm}
            locations={locations}
            beaches={beaches}
            busy={creating.isLoading}
            submitLabel={t('form.create')}
            error={error}
            onSubmit={() => void submit()}
          >
            <p className="office-muted" aria-live="polite">
              {outline
                ? t('map.outlineDrawn', { count: (outline.coordinates[0]?.length ?? 1) - 1 })
                : t('map.outlineHint')}
            </p>
            {outline && (
              <button type="button" className="office-button" onClick={() => setOutline(null)}>
                {t('map.redrawOutline')}
              </button>
            )}
            <OutlineField key={JSON.stringify(outline)} outline={outline} onApply={setOutline} />
          </SectionDetailsForm>
        </div>
        <SectionMap
          label={t('map.label')}
          outline={outline}
          context={beach?.geoJson ?? null}
          chairs={NO_CHAIRS}
          tool="outline"
          onOutline={setOutline}
          onPoint={ignore}
          onLine={ignore}
        />
      </div>
    </div>
  );
}
