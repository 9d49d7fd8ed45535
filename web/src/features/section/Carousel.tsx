import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { slideLoads } from './sectionRules';

export type Slide = { id: string | number; url: string; alt: string };

type Props = {
  slides: readonly Slide[];
  label: string;
  /** Shown instead when no slide is left (none given, or every image failed to load); nothing by default. */
  fallback?: ReactNode;
};

/**
 * Image carousel: back/next disabled at the ends; only images within two slides of the active one load. An image that
 * fails to load (a file missing on the server answers 404) leaves the carousel and the count, so the guest never sees
 * a broken-image icon; the slide the guest was on stays in view.
 */
export function Carousel({ slides: allSlides, label, fallback = null }: Props) {
  const { t } = useTranslation('section');
  const [failed, setFailed] = useState<ReadonlySet<Slide['id']>>(() => new Set());
  const [activeId, setActiveId] = useState<Slide['id'] | undefined>(undefined);
  const slides = allSlides.filter((slide) => !failed.has(slide.id));
  if (slides.length === 0) return <>{fallback}</>;
  // The active slide by id: one failing before it does not move the guest to another picture. A failed active slide
  // hands over to the one after it (or the last).
  const found = slides.findIndex((slide) => slide.id === activeId);
  const active =
    found >= 0
      ? found
      : Math.min(
          Math.max(
            0,
            allSlides.findIndex((slide) => slide.id === activeId),
          ),
          slides.length - 1,
        );
  const show = (index: number) => setActiveId(slides[index]!.id);
  const fail = (id: Slide['id']) => {
    if (id === slides[active]?.id) setActiveId((slides[active + 1] ?? slides[active - 1])?.id);
    setFailed((previous) => new Set(previous).add(id));
  };
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
              <img
                src={slide.url}
                alt={slide.alt}
                loading="lazy"
                data-testid="carousel-image"
                onError={() => fail(slide.id)}
              />
            )}
          </div>
        ))}
      </div>
      <div className="carousel__controls">
        <button type="button" onClick={() => show(active - 1)} disabled={active === 0} aria-label={t('carousel.back')}>
          ‹
        </button>
        <span aria-live="polite" data-testid="carousel-count">
          {active + 1} / {slides.length}
        </span>
        <button
          type="button"
          onClick={() => show(active + 1)}
          disabled={active === slides.length - 1}
          aria-label={t('carousel.next')}
        >
          ›
        </button>
      </div>
    </section>
  );
}
