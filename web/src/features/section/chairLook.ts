import type { BeachChairColor, BeachChairModel } from '../../api/generated';

// CSS colours for the chair colour names of spec section 3 ("0": none).
const COLORS: Record<Exclude<BeachChairColor, '0'>, string> = {
  silver: '#c0c0c0',
  darkgreen: '#1b5e20',
  green: '#2e7d32',
  lightgreen: '#8bc34a',
  darkblue: '#0d2a6b',
  blue: '#1e58c8',
  lightblue: '#7fb8e6',
  darkred: '#7f1010',
  red: '#d32f2f',
  lightred: '#f08080',
  white: '#ffffff',
  brightyellow: '#fff44f',
  yellow: '#fbc02d',
  darkyellow: '#c9a800',
  black: '#111111',
  brightbrown: '#c68e58',
  brown: '#8d5524',
  darkbrown: '#4e2a0e',
  beige: '#e8d8b0',
  orange: '#ef6c00',
  grey: '#8a8f99',
  purple: '#7b1fa2',
  pink: '#e91e63',
};

export function chairColor(color: BeachChairColor): string | undefined {
  return color === '0' ? undefined : COLORS[color];
}

/** The icon of an icon-marked model: an SVG of ui/icons.tsx, or the text XL. */
export type ModelIcon = 'wheelchair' | 'sauna' | 'dog' | 'child' | 'xl' | 'bed';

// Icon-marked models of spec section 3.
const MODEL_ICONS: Partial<Record<BeachChairModel | 'XXL_WHEELCHAIR', ModelIcon>> = {
  WHEELCHAIR: 'wheelchair',
  XXL_WHEELCHAIR: 'wheelchair',
  SAUNA: 'sauna',
  DOG_BEACH_CHAIR: 'dog',
  CHILDBEACHCHAIR: 'child',
  XL_BEACH_CHAIR: 'xl',
  BEACH_CHAIR_BED: 'bed',
};

export function modelIcon(model: BeachChairModel): ModelIcon | undefined {
  return MODEL_ICONS[model];
}
