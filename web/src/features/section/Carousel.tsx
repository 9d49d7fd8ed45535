import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slideLoads } from './sectionRules';

export type Slide = { id: string | number; url: string; alt: string };

/** Image carousel: back/next disabled at the ends; only images within two slides of the active one load. */
export function Carousel({ slides, label }: { slides: readonly Slide[]; label: string }) {
  const { t } = useTranslation('section');
  const [active, setActive] = useState(0);
  if (slides.length === 0) return null;
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__viewport">
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { index: index + 1, count: slides.length })}
            hidden={index !== active}
          >
            {slideLoads(index, active) && (
              <img src={slide.url} alt={slide.alt} loading="lazy" data-testid="carousel-image" />
            )}
          </div>
        ))}
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          onClick={() => setActive(active - 1)}
          disabled={active === 0}
          aria-label={t('carousel.back')}
        >
          ‹
        </button>
        <span aria-live="polite">
          {active + 1} / {slides.length}
        </span>
        <button
          type="button"
          onClick={() => setActive(active + 1)}
          disabled={active === slides.length - 1}
          aria-label={t('carousel.next')}
        >
          ›
        </button>
      </div>
    </section>
  );
}
