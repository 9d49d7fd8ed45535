import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MapCity } from './mapData';

type Props = {
  cities: readonly MapCity[];
  /** Beside a working map the list is for screen readers only, shown on screen once it holds keyboard focus. */
  visuallyHidden: boolean;
};

/** The list alternative to the map. */
export function CityList({ cities, visuallyHidden }: Props) {
  const { t } = useTranslation();
  return (
    <nav
      className={visuallyHidden ? 'city-list city-list--overlay visually-hidden-focusable' : 'city-list'}
      aria-labelledby="city-list-title"
    >
      <h2 id="city-list-title">{t('map.cities')}</h2>
      <ul>
        {cities.map((city) => (
          <li key={city.id}>
            <Link to={city.path}>{city.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
