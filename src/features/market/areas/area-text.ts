/** How the area views say a figure and a place: in the reader's language, units and currency. */
import type { AreaFigure, AreaRow } from '../../../contract/index.ts';
import type { Display } from '../../../shared/units.ts';
import { formatDate, formatNumber, formatPercent, formatPerArea } from '../../../lib/format.ts';
import { formatSignedPercent } from '../../../lib/format-relative.ts';
import { readingFormatters, readingI18n, readingLanguage } from '../../../lib/i18n/reading.ts';
import { FIGURE_OF } from './figures.ts';

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

/** The sample a figure of a row stands on, in words ("15 listings"); null when it is not collected. */
export function figureSample(figure: AreaFigure, row: AreaRow): string | null {
  const { t } = readingI18n();
  switch (figure) {
    case 'askingPsf':
      return row.asking && t('areas.sample.listings', { count: row.asking.sample });
    case 'rentPsf':
      return row.rent && t('areas.sample.listings', { count: row.rent.sample });
    case 'grossYield':
      return row.grossYield && t('areas.sample.yield', { sales: row.grossYield.saleSample, rents: row.grossYield.rentSample });
    case 'priceLevel':
    case 'change12m':
      return row.priceLevel && t('areas.sample.months', { count: row.priceLevel.months });
    case 'salesCount':
      return (
        row.sales && t(row.sales.complete ? 'areas.sample.salesHeld' : 'areas.sample.salesPartial', { from: formatDate(row.sales.from) })
      );
    case 'supply':
      return row.supply && t('areas.sample.projects', { count: row.supply.total });
  }
}

/** A figure and its sample as one phrase ("Gross yield 6.3% (15 sale and 13 rent listings)"), or that it is not collected. */
export function figurePhrase(figure: AreaFigure, row: AreaRow, display: Display): string {
  const { t } = readingI18n();
  const value = FIGURE_OF[figure](row);
  const sample = figureSample(figure, row);
  const name = t(`areas.figures.${figure}`);
  if (sample === null) return t('areas.map.phraseMissing', { figure: name });
  return value === null
    ? t('areas.map.phraseNone', { figure: name, sample })
    : t('areas.map.phrase', { figure: name, value: formatFigure(figure, value, display), sample });
}
