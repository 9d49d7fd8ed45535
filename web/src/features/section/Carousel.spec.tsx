import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import '../../app/i18n';
import { Carousel } from './Carousel';

// Issue 30 (8): a picture the server answers with 404 leaves the carousel and its count; never a broken image.
const slides = [1, 2, 3].map((id) => ({ id, url: `/api/v1/files/images/${id}.webp`, alt: `Bild ${id}` }));

describe('carousel', () => {
  it('drops a picture that fails to load, and counts the rest', () => {
    render(<Carousel slides={slides} label="Bilder" />);
    expect(screen.getByTestId('carousel-count').textContent).toBe('1 / 3');
    fireEvent.error(screen.getByAltText('Bild 1'));
    expect(screen.getByTestId('carousel-count').textContent).toBe('1 / 2');
    expect(screen.queryByAltText('Bild 1')).toBeNull();
    // The next picture took its place.
    expect(screen.getByAltText('Bild 2').closest('[hidden]')).toBeNull();
  });

  it('keeps the picture in view when one before it fails', () => {
    render(<Carousel slides={slides} label="Bilder" />);
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(screen.getByTestId('carousel-count').textContent).toBe('2 / 3');
    fireEvent.error(screen.getByAltText('Bild 1'));
    expect(screen.getByTestId('carousel-count').textContent).toBe('1 / 2');
    expect(screen.getByAltText('Bild 2').closest('[hidden]')).toBeNull();
  });

  it('shows its fallback once no picture is left', () => {
    render(<Carousel slides={slides} label="Bilder" fallback={<p>Zeichnung</p>} />);
    for (const alt of ['Bild 1', 'Bild 2', 'Bild 3']) fireEvent.error(screen.getByAltText(alt));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Zeichnung')).toBeTruthy();
  });
});
