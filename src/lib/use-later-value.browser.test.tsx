/**
 * A later value is drawn in a render of its own, in a task after the one that changed it.
 */
import { renderHook } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useLaterValue } from './use-later-value.ts';

it('shows the initial value first, then the value in a later task', async () => {
  const seen: boolean[] = [];
  renderHook(() => seen.push(useLaterValue(true, false)));
  expect(seen).toEqual([false]);
  await vi.waitFor(() => expect(seen).toEqual([false, true]));
});

it('keeps showing the value before until a later task, and skips a value changed again meanwhile', async () => {
  const { result, rerender } = renderHook(({ value }) => useLaterValue(value), { initialProps: { value: 'a' } });
  expect(result.current).toBe('a');
  rerender({ value: 'b' });
  expect(result.current).toBe('a');
  rerender({ value: 'c' });
  expect(result.current).toBe('a');
  await vi.waitFor(() => expect(result.current).toBe('c'));
});

it('holds a function as a value, not as an update', async () => {
  const f = () => 1;
  const { result } = renderHook(() => useLaterValue<(() => number) | null>(f, null));
  await vi.waitFor(() => expect(result.current).toBe(f));
});
