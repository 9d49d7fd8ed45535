import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import beachUrl from '../../assets/beach.svg';
import chairUrl from '../../assets/chair.svg';
import seaUrl from '../../assets/sea.svg';
import { MAP_ANCHOR } from '../map/useMapStart';
import { focusSearchState } from '../search/searchFocus';
import './landing.css';

const steps = [
  { image: beachUrl, key: 'landing.steps.beach' },
  { image: chairUrl, key: 'landing.steps.chair' },
  { image: seaUrl, key: 'landing.steps.sea' },
] as const;

/**
 * Title, text and the two ways in (spec section 2: find a chair by search, or by map) first, so a phone shows both
 * without scrolling; the three pictures follow.
 */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <section className="landing" aria-labelledby="landing-title">
      <h1 id="landing-title" className="landing__title">
        {t('landing.title')}
      </h1>
      <p className="landing__text">{t('landing.text')}</p>
      <div className="landing__actions">
        <Link
          to={paths.search}
          state={focusSearchState}
          className="button button--primary"
          data-testid="landing-search-button"
        >
          {t('landing.searchButton')}
        </Link>
        {/* The map itself: on a phone it sits below the search panel, so the address carries its anchor. */}
        <Link to={`${paths.search}#${MAP_ANCHOR}`} className="button button--accent" data-testid="landing-map-button">
          {t('landing.mapButton')}
        </Link>
      </div>
      <ol className="landing__steps">
        {steps.map((step) => (
          <li key={step.key} className="landing__step">
            <img src={step.image} alt="" width={240} height={160} />
            <span>{t(step.key)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
