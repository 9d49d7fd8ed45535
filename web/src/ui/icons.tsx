import type { ReactNode } from 'react';
import './icons.css';

// The storefront's icons as inline SVG (issue 21 item 6.6): emoji render as empty boxes where no emoji font is
// installed (Debian's Chromium). Decorative by default; with a title they are an image of that name.
type IconProps = { title?: string; size?: number; className?: string };

function Svg({ title, size = 16, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {title && <title>{title}</title>}
      {children}
    </svg>
  );
}

/** A folded map (regions). */
export const MapIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3z" />
    <path d="M9 3v15M15 6v15" />
  </Svg>
);

/** Houses (cities). */
export const CityIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 21V11l5-4 5 4v10" />
    <path d="M13 21V8l4-3 4 3v13" />
    <path d="M2 21h20M7 21v-4h2v4" />
  </Svg>
);

/** Waves under a sun (beaches). */
export const BeachIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="17" cy="7" r="3" />
    <path d="M2 16c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5" />
    <path d="M2 20c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5" />
  </Svg>
);

/** A beach umbrella (sections). */
export const UmbrellaIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 12a9 9 0 0 1 18 0z" />
    <path d="M12 12v8a2 2 0 0 1-4 0" />
    <path d="M12 3v0" />
  </Svg>
);

/** A wheelchair (barrier-free chairs). */
export const WheelchairIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="10" cy="4" r="1.5" />
    <path d="M10 7v6h6l2 5" />
    <path d="M10 10h5" />
    <path d="M7 11.5a5 5 0 1 0 7.5 5.5" />
  </Svg>
);

/** Rising steam (sauna). */
export const SaunaIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8 3c-1.5 2 1.5 3 0 5M12 3c-1.5 2 1.5 3 0 5M16 3c-1.5 2 1.5 3 0 5" />
    <path d="M3 13h18v3a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5z" />
  </Svg>
);

/** A paw (dog-friendly chairs). */
export const PawIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="6" cy="10" r="1.8" />
    <circle cx="10" cy="6" r="1.8" />
    <circle cx="14" cy="6" r="1.8" />
    <circle cx="18" cy="10" r="1.8" />
    <path d="M12 12c-3 0-5.5 4-5.5 6a2.5 2.5 0 0 0 3.5 2c1-.4 3-.4 4 0a2.5 2.5 0 0 0 3.5-2c0-2-2.5-6-5.5-6z" />
  </Svg>
);

/** A child (children's chairs). */
export const ChildIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="5" r="2.5" />
    <path d="M7 10l5 1 5-1M12 11v5M9 21l3-5 3 5" />
  </Svg>
);

/** A bed (beach chair beds). */
export const BedIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2 19V6M2 15h20v4M22 15v-3a3 3 0 0 0-3-3h-8v6" />
    <circle cx="6.5" cy="11" r="2" />
  </Svg>
);

/** A star (season chairs). */
/** Waves: the sea (the row nearest the water). */
export const WaveIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2 9c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2 2-2 4-2" />
    <path d="M2 15c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2 2-2 4-2" />
  </Svg>
);

export const StarIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" fill="currentColor" />
  </Svg>
);

/** An arrow pointing back (left). */
export const BackIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Svg>
);
