/**
 * Every figure reads the display its page's layout works out once (`DisplayContext`); a part drawn
 * on its own, with no layout above it, reads the remembered choice and the shipped rates.
 */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SHIPPED_FX_TABLE, type Display } from '../shared/units.ts';
import { DisplayContext, useDisplay } from './display.ts';

describe('useDisplay', () => {
  it("reads the layout's display, the same object for every figure", () => {
    const provided: Display = { unit: 'sqm', currency: 'USD', rates: SHIPPED_FX_TABLE };
    const wrapper = ({ children }: { children: ReactNode }) => <DisplayContext value={provided}>{children}</DisplayContext>;
    const first = renderHook(() => useDisplay(), { wrapper });
    const second = renderHook(() => useDisplay(), { wrapper });
    expect(first.result.current).toBe(provided);
    expect(second.result.current).toBe(provided);
  });

  it('outside a layout: the service’s terms (nothing remembered) and the shipped rates, one object across draws', () => {
    const { result, rerender } = renderHook(() => useDisplay());
    const drawn = result.current;
    expect(drawn).toEqual({ unit: 'sqft', currency: 'AED', rates: SHIPPED_FX_TABLE });
    rerender();
    expect(result.current).toBe(drawn);
  });
});
