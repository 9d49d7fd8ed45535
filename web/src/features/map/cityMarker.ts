/** The HTML element of a city marker: a real button, so it is focusable and announced with its label. */
export function createCityMarkerElement(name: string, label: string, onSelect: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'city-marker';
  element.dataset.testid = 'city-marker';
  element.setAttribute('aria-label', label);

  const pin = document.createElement('span');
  pin.className = 'city-marker__pin';
  pin.setAttribute('aria-hidden', 'true');
  const text = document.createElement('span');
  text.className = 'city-marker__name';
  text.textContent = name;
  element.append(pin, text);

  element.addEventListener('click', (event) => {
    event.stopPropagation();
    onSelect();
  });
  return element;
}
