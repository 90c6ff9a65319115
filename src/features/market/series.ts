/**
 * Names of chart series and axes in the language being read. Chart specs are plain data built
 * outside React's render, so they read the language directly (the app re-mounts on a change).
 */
import { readingI18n } from '../../lib/i18n/reading.ts';
import type { market } from '../../lib/i18n/resources/en/market.ts';

export const seriesLabel = (name: keyof typeof market.series): string => readingI18n().t(`market.series.${name}`);
