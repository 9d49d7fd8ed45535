import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { vendorText } from '../../app/vendorText';
import { useAppDispatch } from '../../app/hooks';
import { NARROW_LAYOUT_QUERY, useMediaQuery } from '../../app/useMediaQuery';
import { ChairDetail } from '../chair/ChairDetail';
import { ErrorPage } from '../errors/ErrorPage';
import { focusFromParams, type MapFocus, type RouteLevel } from '../map/levels';
import { MapArea } from '../map/MapArea';
import { pointOf, rowNearestSea } from '../map/scene';
import { MAP_ANCHOR, type MapStart } from '../map/useMapStart';
import { useDiscovery, type Discovery } from '../map/useDiscovery';
import { AvailabilityPanel } from '../section/AvailabilityPanel';
import { SectionDetail } from '../section/SectionDetail';
import { selectChair, selectRow, selectSection } from '../selection/selectionSlice';
import { OtherVendorNotice } from '../widget/OtherVendorNotice';
import { useWidget } from '../widget/useWidget';
import { widgetSells } from '../widget/widgetSession';
import { SearchPanel } from './SearchPanel';
import { useSafeNavigate } from './useSafeNavigate';
import './search.css';

/** Every discovery route (spec section 2) restores its view from the address: '/s/' and region to chair. */
export function DiscoveryPage({ route }: { route?: RouteLevel }) {
  const params = useParams();
  const focus: MapFocus | undefined = route ? focusFromParams(route, params) : { level: 'cities' };
  if (!focus) return <ErrorPage code={404} />;
  return <DiscoveryView focus={focus} />;
}

function DiscoveryView({ focus }: { focus: MapFocus }) {
  const discovery = useDiscovery(focus);
  const { t, i18n } = useTranslation('section');
  const dispatch = useAppDispatch();
  const navigate = useSafeNavigate();
  const { pathname } = useLocation();
  const sectionId = focus.level === 'section' ? focus.sectionId : null;
  const rowId = focus.level === 'section' ? (focus.rowId ?? null) : null;
  const chairId = focus.level === 'section' ? (focus.beachChairId ?? null) : null;

  // The address is the source of truth for the selection.
  useEffect(() => {
    dispatch(selectSection(sectionId));
    if (rowId !== null) dispatch(selectRow(rowId));
    dispatch(selectChair(chairId));
  }, [dispatch, sectionId, rowId, chairId]);

  const narrow = useMediaQuery(NARROW_LAYOUT_QUERY);
  const widget = useWidget();
  if (discovery.notFound) return <ErrorPage code={404} />;
  const { chain } = discovery;
  const section = chain.section;
  const regionName = chain.region?.name ?? '-';
  const cityName = chain.city?.name ?? '-';
  // A widget shows only its vendor's sections (issue 29, 9b); another vendor's, reached by its address, says so.
  if (focus.level === 'section' && section && !widgetSells(widget, section.publicReference)) {
    return (
      <div className="search-page discovery" data-level="section">
        <aside className="search-page__panel discovery__panel">
          <SearchPanel />
          {/* The address the guest reached: the region's and town's names may not have arrived yet. */}
          <OtherVendorNotice sectionName={section.name} path={pathname} />
        </aside>
      </div>
    );
  }
  const beachPath = chain.beach && paths.beach(regionName, cityName, chain.beach.name, chain.beach.id);
  const sectionLevel = focus.level === 'section';
  // The section's content appears in one piece, once its places, chairs and vendor are in: parts arriving one by one
  // would push each other (and the map) down, a layout shift each.
  const sectionReady = sectionLevel && section !== undefined && discovery.sectionSettled;
  // The chairs first: the map boots after the section's content is on screen (wide screens), or when asked for on a
  // phone, unless the vendor shows its chairs on the map only.
  const mapStart: MapStart = !sectionLevel
    ? 'now'
    : sectionReady && (!narrow || discovery.beachChairView === 'map')
      ? 'idle'
      : 'onDemand';

  const availabilityPanel = section && (
    <AvailabilityPanel
      section={section}
      availability={discovery.availability.data}
      loading={discovery.availability.isFetching}
      failed={discovery.availability.isError}
      rowId={
        focus.level === 'section'
          ? (focus.rowId ?? (section.hasSubsections ? chairRowId(discovery, focus.beachChairId) : undefined))
          : undefined
      }
      regionName={regionName}
      cityName={cityName}
      beachPath={beachPath}
      vendor={discovery.vendor.data}
      onNavigate={navigate}
      seaRowId={rowNearestSea(section.rows, chain.beach?.geoJson ?? section.geoJson, pointOf(chain.city?.geoJson))}
    />
  );
  const chairRoute = focus.level === 'section' && focus.beachChairId !== undefined;
  // Phones: the grid right below the section's name (the map and the details after it), not 2.5 screens down.
  const gridInPanel = narrow && !chairRoute;

  return (
    <div
      className="search-page discovery"
      data-level={discovery.level}
      data-ready={sectionLevel ? sectionReady : undefined}
    >
      <aside className="search-page__panel discovery__panel">
        <SearchPanel />
        {sectionLevel && !sectionReady ? (
          <p className="discovery__loading" role="status">
            {t('availability.loading')}
          </p>
        ) : (
          <Breadcrumbs discovery={discovery} />
        )}
        {focus.level === 'section' && section ? (
          !sectionReady ? null : focus.beachChairId !== undefined ? (
            <ChairDetail
              key={focus.beachChairId}
              section={section}
              beachChairId={focus.beachChairId}
              chair={discovery.availability.data?.rowData.find((c) => c.id === focus.beachChairId)}
              sectionPath={paths.section(regionName, cityName, section.name, section.id)}
              range={discovery.availability.data}
            />
          ) : (
            <SectionDetail
              section={section}
              cityName={chain.city?.name}
              rowName={rowNameOf(
                section.rows.find((r) => r.id === focus.rowId),
                i18n.language,
              )}
              vendor={discovery.vendor.data}
              hasAvailability={(discovery.availability.data?.counts.free ?? 0) > 0}
              beachPath={beachPath}
            >
              {gridInPanel && availabilityPanel}
            </SectionDetail>
          )
        ) : (
          <LevelList discovery={discovery} />
        )}
      </aside>
      <div className="discovery__main" id={MAP_ANCHOR}>
        <MapArea scene={discovery.scene} onNavigate={navigate} start={mapStart} />
        {sectionReady && !gridInPanel && availabilityPanel}
      </div>
    </div>
  );
}

/** The row of the chair in the address (sections with subsections show the chair's row). */
const rowNameOf = (row: { name: string; nameEn: string | null } | undefined, language: string) =>
  row && vendorText(row.name, row.nameEn, language);

function chairRowId(discovery: Discovery, beachChairId: number | undefined): number | undefined {
  if (beachChairId === undefined) return undefined;
  return discovery.availability.data?.rowData.find((c) => c.id === beachChairId)?.rowId ?? undefined;
}

/** Where the user is: links up the levels. */
function Breadcrumbs({ discovery }: { discovery: Discovery }) {
  const { t } = useTranslation('section');
  const { region, city, beach, section } = discovery.chain;
  if (!region && !city) return null;
  const regionName = region?.name ?? '-';
  const cityName = city?.name ?? '-';
  const crumbs = [
    { label: t('levels.all'), path: paths.search },
    region && { label: region.name, path: paths.region(region.name, region.id) },
    city && { label: city.name, path: paths.city(regionName, city.name, city.id) },
    beach && { label: beach.name, path: paths.beach(regionName, cityName, beach.name, beach.id) },
    section && { label: section.name, path: paths.section(regionName, cityName, section.name, section.id) },
  ].filter((crumb): crumb is { label: string; path: string } => Boolean(crumb));
  return (
    <nav className="breadcrumbs" aria-label={t('levels.breadcrumbs')}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.path}>
            <Link to={crumb.path}>{crumb.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The places of the level as a visible list: the keyboard way down without the map. */
function LevelList({ discovery }: { discovery: Discovery }) {
  const { t } = useTranslation('section');
  const { level, children, chain } = discovery;
  if (level === 'cities' || children.length === 0) return null;
  const title =
    level === 'region'
      ? chain.region?.name
      : level === 'city'
        ? chain.city?.name
        : level === 'beach'
          ? chain.beach?.name
          : undefined;
  return (
    <nav className="level-list" aria-labelledby="level-title" data-testid="level-list">
      <h1 id="level-title">{title}</h1>
      <h2>{t(`levels.children.${level === 'region' ? 'region' : level === 'city' ? 'city' : 'beach'}`)}</h2>
      <ul>
        {children.map((child) => (
          <li key={child.id}>
            <Link to={child.path}>{child.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
