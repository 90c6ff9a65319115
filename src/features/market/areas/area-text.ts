/** How the area views say a figure and a place: in the reader's language, units and currency. */
import type { AreaFigure, AreaRow } from '../../../contract/index.ts';
import type { Display } from '../../../shared/units.ts';
import { formatNumber, formatPercent, formatPerArea, formatSignedPercent } from '../../../lib/format.ts';
import { readingFormatters, readingLanguage } from '../../../lib/i18n/reading.ts';

/** A figure's value as text; per-area figures in the reader's unit and currency. */
export function formatFigure(figure: AreaFigure, value: number, display: Display): string {
  switch (figure) {
    case 'askingPsf':
    case 'rentPsf':
    case 'priceLevel':
      return formatPerArea(value, display);
    case 'grossYield':
      return formatPercent(value / 100);
    case 'change12m':
      return formatSignedPercent(value);
    case 'salesCount':
    case 'supply':
      return formatNumber(value);
  }
}

/** The place's name in the language being read, where the data gives one. */
export const placeName = (row: Pick<AreaRow, 'name' | 'nameAr'>) => (readingLanguage() === 'ar' && row.nameAr ? row.nameAr : row.name);

/** A year in the reader's digits, never grouped ("2027", not "2,027"). */
export const formatYear = (year: number) => new Intl.NumberFormat(readingFormatters().locale, { useGrouping: false }).format(year);
