import { LOCK_SVG } from '../section/LockIcon';
import type { SceneMarker } from './scene';

type ChairMarker = Extract<SceneMarker, { kind: 'chair' }>;
type PlaceMarker = Extract<SceneMarker, { kind: 'city' | 'label' }>;
type EntranceMarker = Extract<SceneMarker, { kind: 'entrance' }>;

function button(className: string, label: string, onSelect: () => void, testId: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.dataset.testid = testId;
  element.setAttribute('aria-label', label);
  element.addEventListener('click', (event) => {
    event.stopPropagation();
    onSelect();
  });
  return element;
}

function span(className: string, text?: string, hidden = false): HTMLSpanElement {
  const element = document.createElement('span');
  element.className = className;
  if (text !== undefined) element.textContent = text;
  if (hidden) element.setAttribute('aria-hidden', 'true');
  return element;
}

/** A city marker or a polygon's name label: a real button, so it is focusable and announced with its label. */
export function createPlaceMarkerElement(marker: PlaceMarker, onSelect: () => void): HTMLElement {
  const isCity = marker.kind === 'city';
  const element = button(
    isCity ? 'city-marker' : 'place-label',
    marker.label,
    onSelect,
    isCity ? 'city-marker' : 'place-label',
  );
  if (marker.kind === 'label' && marker.current) {
    element.classList.add('place-label--current');
    element.setAttribute('aria-current', 'location');
  }
  if (isCity) element.append(span('city-marker__pin', undefined, true));
  element.append(span(isCity ? 'city-marker__name' : 'place-label__name', marker.name));
  return element;
}

/** A chair pin: public number, a lock icon for smart-lock chairs, the model name (shown above zoom 18 by CSS). */
export function createChairPinElement(marker: ChairMarker, modelName: string, onSelect: () => void): HTMLElement {
  // Named by its content (hidden words around the visible number), not aria-label: the name must contain the visible text.
  const element = button(`chair-pin chair-pin--${marker.state}`, '', onSelect, 'chair-pin');
  element.removeAttribute('aria-label');
  element.dataset.state = marker.state;
  const number = span('chair-pin__number');
  number.append(
    span('visually-hidden', marker.nameAround[0]),
    marker.publicNumber,
    span('visually-hidden', marker.nameAround[1]),
  );
  element.append(number);
  if (marker.locked) {
    const lock = span('chair-pin__lock', undefined, true);
    lock.innerHTML = LOCK_SVG;
    element.append(lock);
  }
  element.append(span('chair-pin__model', modelName, true));
  return element;
}

/** A cluster of city markers that would overlap: the number of towns; clicking zooms in on them. */
export function createClusterElement(count: number, label: string, onSelect: () => void): HTMLElement {
  const element = button('city-cluster', label, onSelect, 'city-cluster');
  element.append(span('city-cluster__count', String(count)));
  return element;
}

/** The section's entrance: a door sign with its name. Not a button (nothing to open); the section detail names it too. */
export function createEntranceElement(marker: EntranceMarker, entranceWord: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'entrance-marker';
  element.dataset.testid = 'entrance-marker';
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', `${entranceWord}: ${marker.name}`);
  element.append(span('entrance-marker__icon', undefined, true), span('entrance-marker__name', marker.name, true));
  return element;
}
