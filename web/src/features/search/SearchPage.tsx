import { MapArea } from '../map/MapArea';
import { SearchPanel } from './SearchPanel';
import './search.css';

/** The search and map main area ('/s/'); the city route renders it too until the city view exists. */
export function SearchPage() {
  return (
    <div className="search-page">
      <aside className="search-page__panel">
        <SearchPanel />
      </aside>
      <MapArea />
    </div>
  );
}
