import { describe, expect, it } from 'vitest';
import type { AreaRow } from '../../../contract/index.ts';
import { NO_DATA, RAMP, colourScale } from './colour-scale.ts';

const row = (id: string, pct: number | null) =>
  ({ id, name: id, grossYield: pct === null ? null : { pct, saleSample: 1, rentSample: 1 } }) as AreaRow;

describe('the market map colour scale', () => {
  it('splits places into five quantile classes, low to high, and greys places without the figure', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((v) => row(String(v), v));
    const scale = colourScale([...rows, row('none', null)], 'grossYield');
    expect(scale.classes.map((c) => c.colour)).toEqual([...RAMP]);
    expect(scale.classes[0]).toMatchObject({ from: 1 });
    expect(scale.classes.at(-1)).toMatchObject({ to: 10 });
    expect(scale.colourOf(rows[0]!)).toBe(RAMP[0]);
    expect(scale.colourOf(rows[9]!)).toBe(RAMP[4]);
    expect(scale.colourOf(row('none', null))).toBe(NO_DATA);
  });

  it('collapses classes when values repeat, and has none without data', () => {
    const scale = colourScale([row('a', 5), row('b', 5), row('c', 5)], 'grossYield');
    expect(scale.classes).toHaveLength(1);
    expect(colourScale([row('a', null)], 'grossYield').classes).toEqual([]);
  });
});
