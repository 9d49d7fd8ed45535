import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetVendorSectionQuery,
  useListBeachesQuery,
  useListVendorLocationsQuery,
  useUpdateVendorSectionMutation,
  type GeoJsonPolygon,
  type VendorSectionDetailDto,
} from '../api/officeApi';
import { useSectionErrorText } from './useSectionErrorText';
import { ImagesField } from '../ui/ImagesField';
import { QueryState } from '../ui/QueryState';
import { ChairsPanel } from './ChairsPanel';
import { OutlineField } from './OutlineField';
import { RowsPanel } from './RowsPanel';
import { SectionDetailsForm } from './SectionDetailsForm';
import SectionMap, { type MapChair, type MapTool } from './SectionMap';
import {
  sectionChanges,
  sectionToForm,
  validateSectionForm,
  withoutDoubledWord,
  type LngLat,
  type SectionForm,
} from './sectionsLogic';

/** One section opened: the details form, the map (outline, chairs), the rows and the chairs. */
export function SectionEditor({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('sections');
  const query = useGetVendorSectionQuery({ id });
  return (
    <div className="sections">
      <header className="sections__header">
        <h1>{query.data ? withoutDoubledWord(t('form.editTitle', { name: query.data.name })) : t('title')}</h1>
        <button type="button" className="office-button" onClick={onBack}>
          {t('back')}
        </button>
      </header>
      <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()}>
        {query.data && <Workspace key={query.data.id} section={query.data} />}
      </QueryState>
    </div>
  );
}

/** A map request of a panel: what the next click (or line) on the map is for. */
export type MapRequest =
  | { kind: 'chair'; onPoint: (p: LngLat) => void }
  | { kind: 'line'; onLine: (l: LngLat[]) => void }
  | { kind: 'row'; rowId: number; onOutline: (outline: GeoJsonPolygon) => void };

function Workspace({ section }: { section: VendorSectionDetailDto }) {
  const { t } = useTranslation('sections');
  const errorText = useSectionErrorText();
  const locations = useListVendorLocationsQuery({ itemsPerPage: 0 }).data?.items ?? [];
  const beaches = useListBeachesQuery({ itemsPerPage: 0, orderBy: 'name' }).data?.items ?? [];
  const [form, setForm] = useState<SectionForm>(() => sectionToForm(section));
  const [outline, setOutline] = useState<GeoJsonPolygon | null>(section.geoJson);
  const [editingOutline, setEditingOutline] = useState(!section.geoJson);
  const [request, setRequest] = useState<MapRequest | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [update, updating] = useUpdateVendorSectionMutation();

  const chairs = useMemo<MapChair[]>(
    () =>
      section.rowData
        .filter((c) => c.active && c.geoJson)
        .map((c) => ({ id: c.id, label: c.publicNumber, lngLat: c.geoJson!.coordinates as LngLat })),
    [section.rowData],
  );
  const rowOutlines = useMemo(() => section.rows.flatMap((r) => (r.geoJson ? [r.geoJson] : [])), [section.rows]);
  const tool: MapTool = request ? request.kind : editingOutline ? 'outline' : 'none';

  const submit = async () => {
    const invalid = validateSectionForm(form, outline);
    if (invalid) return setError(t(`form.errors.${invalid}`));
    const changes = sectionChanges(section, form, outline);
    setError('');
    if (Object.keys(changes).length === 0) return setNotice(t('form.nothingChanged'));
    try {
      const result = await update({ id: section.id, updateSectionDto: changes }).unwrap();
      setEditingOutline(false);
      setNotice(t('form.saved', { name: result.name }));
    } catch (e) {
      setNotice('');
      setError(errorText(e));
    }
  };

  const location = locations.find((l) => l.id === section.locationId);
  return (
    <div className="sections__workspace">
      <div className="sections__side">
        <div className="office-card">
          <SectionDetailsForm
            form={form}
            onChange={setForm}
            locations={locations}
            beaches={beaches}
            entrance={{
              location: section.location.name,
              name: location?.entranceName ?? section.location.entranceName,
            }}
            busy={updating.isLoading}
            submitLabel={t('form.save')}
            error={error}
            notice={notice}
            onSubmit={() => void submit()}
          >
            <p className="office-muted" aria-live="polite">
              {editingOutline ? (outline ? t('map.editHint') : t('map.outlineHint')) : ''}
            </p>
            <div className="sections__buttons">
              {!editingOutline && (
                <button type="button" className="office-button" onClick={() => setEditingOutline(true)}>
                  {t('map.drawOutline')}
                </button>
              )}
              {editingOutline && (
                <button
                  type="button"
                  className="office-button"
                  onClick={() => {
                    setOutline(null);
                    setEditingOutline(true);
                  }}
                >
                  {t('map.redrawOutline')}
                </button>
              )}
            </div>
            <OutlineField key={JSON.stringify(outline)} outline={outline} onApply={setOutline} />
          </SectionDetailsForm>
        </div>
        <div className="office-card">
          <ImagesField
            title={t('images')}
            name={section.name}
            owner={{ sectionId: section.id }}
            images={section.images}
          />
        </div>
        <RowsPanel
          section={section}
          request={request}
          onRequest={(next) => {
            setEditingOutline(false);
            setRequest(next);
          }}
        />
        <ChairsPanel
          section={section}
          request={request}
          onRequest={(next) => {
            setEditingOutline(false);
            setRequest(next);
          }}
        />
      </div>
      <SectionMap
        label={t('map.label')}
        outline={outline}
        chairs={chairs}
        rowOutlines={rowOutlines}
        tool={tool}
        onOutline={setOutline}
        onPoint={(p) => {
          if (request?.kind === 'chair') request.onPoint(p);
        }}
        onLine={(line) => {
          if (request?.kind === 'line') request.onLine(line);
        }}
        onRowOutline={(polygon) => {
          if (request?.kind === 'row') request.onOutline(polygon);
        }}
      />
    </div>
  );
}
