/**
 * The browser tier renders with what the app ships (scripts/browser-renderer.ts): React's names,
 * as the app and its libraries import them, are Preact's.
 */
import { createElement, useState } from 'react';
import { createPortal } from 'react-dom';
import { createRoot as reactCreateRoot } from 'react-dom/client';
import * as compat from 'preact/compat';
import { createRoot } from 'preact/compat/client';
import { expect, it, vi } from 'vitest';

it("imports React's names from Preact's compat layer", () => {
  expect(useState).toBe(compat.useState);
  expect(createElement).toBe(compat.createElement);
  expect(createPortal).toBe(compat.createPortal);
  expect(reactCreateRoot).toBe(createRoot);
});

it('lets an SVG element with tabIndex take focus, as React writes it (a chart surface)', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <svg aria-label="chart" role="img" tabIndex={0}>
      <rect width="10" height="10" />
    </svg>,
  );
  const svg = await vi.waitFor(() => host.querySelector('svg')!);
  expect(svg.getAttribute('tabindex')).toBe('0');
  svg.focus();
  expect(document.activeElement).toBe(svg);
  root.unmount();
  host.remove();
});
