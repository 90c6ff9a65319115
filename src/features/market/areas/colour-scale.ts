/**
 * The market map's colour scale: places split into five classes of the chosen figure by its
 * quantiles (so a few extreme places do not wash out the rest), each class a colour of a
 * colour-blind-safe sequential ramp (viridis), low to high. Places without the figure are grey.
 */
import type { AreaFigure, AreaRow } from '../../../contract/index.ts';
import { quantile } from '../../../shared/stats.ts';
import { FIGURE_OF } from './figures.ts';

/** Low to high. */
export const RAMP = ['#fde725', '#5ec962', '#21918c', '#3b528b', '#440154'] as const;
export const NO_DATA = '#cbd5e1';

interface ColourClass {
  colour: string;
  /** The class's values: from its lower break to its upper one (both inclusive at the ends). */
  from: number;
  to: number;
}

export interface ColourScale {
  classes: ColourClass[];
  colourOf: (row: AreaRow) => string;
}

export function colourScale(rows: readonly AreaRow[], figure: AreaFigure): ColourScale {
  const value = FIGURE_OF[figure];
  const values = rows.map(value).filter((v): v is number => v !== null);
  if (!values.length) return { classes: [], colourOf: () => NO_DATA };
  const breaks = RAMP.map((_, i) => quantile(values, (i + 1) / RAMP.length)!);
  const min = Math.min(...values);
  // Equal breaks (few distinct values) collapse into fewer classes.
  const classes: ColourClass[] = [];
  let from = min;
  RAMP.forEach((colour, i) => {
    const to = breaks[i]!;
    if (i > 0 && to <= (classes.at(-1)?.to ?? -Infinity)) return;
    classes.push({ colour, from, to });
    from = to;
  });
  return {
    classes,
    colourOf: (row) => {
      const v = value(row);
      if (v === null) return NO_DATA;
      return (classes.find((c) => v <= c.to) ?? classes.at(-1)!).colour;
    },
  };
}
