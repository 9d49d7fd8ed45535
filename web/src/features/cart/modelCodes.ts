import type { BeachChairModel } from '../../api/generated';

// Display codes of the chair models (spec 3).
export const MODEL_CODES: Record<BeachChairModel, string> = {
  '2_SEAT_RECLINER': '2LK',
  '2.5_SEAT_RECLINER': '2.5LK',
  BALTIC_BEACH_CHAIR: 'OSK',
  '2_SEAT_CHAIR': '2K',
  '3_SEAT_CHAIR': '3K',
  FULL_RECLINER: 'GL',
  BEACH_CHAIR_BED: 'SSK',
  DAYBED: 'DB',
  XL_BEACH_CHAIR: 'XLSK',
  SAUNA: 'SAUNA',
  FAMILY_BEACH_CHAIR: 'FAM',
  XL_BEACH_CHAIR_TURNABLE: 'XLSK-DT',
  '2_SEAT_CHAIR_TURNABLE': '2K-DT',
  COMFORT: 'COM',
  WHEELCHAIR: 'BFREI',
  XXL_BEACH_CHAIR: 'XXLSK',
  CHILDBEACHCHAIR: 'KIND',
  DOG_BEACH_CHAIR: 'HUND',
  FKK_BUDJE: 'FKK',
  NORDORT: 'NORD',
  PREMIUM: 'PREM',
  RETRO: 'RETRO',
};

export const modelCode = (model: BeachChairModel): string => MODEL_CODES[model] ?? model;
