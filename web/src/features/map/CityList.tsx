import { useId } from 'react';
import { Link } from 'react-router';

type Props = {
  title: string;
  places: readonly { id: number; name: string; path: string }[];
  /** Beside a working map the list is for screen readers only, shown on screen once it holds keyboard focus. */
  visuallyHidden: boolean;
};

/** The list alternative to the map: every place of the level as a link. */
export function CityList({ title, places, visuallyHidden }: Props) {
  const titleId = useId();
  return (
    <nav
      className={visuallyHidden ? 'city-list city-list--overlay visually-hidden-focusable' : 'city-list'}
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{title}</h2>
      <ul>
        {places.map((place) => (
          <li key={place.id}>
            <Link to={place.path}>{place.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
