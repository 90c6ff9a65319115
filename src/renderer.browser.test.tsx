/**
 * The browser tier renders with what the app ships (scripts/browser-renderer.ts): React's names,
 * as the app and its libraries import them, are Preact's.
 */
import { createElement, useState } from 'react';
import { createPortal } from 'react-dom';
import { createRoot as reactCreateRoot } from 'react-dom/client';
import * as compat from 'preact/compat';
import { createRoot } from 'preact/compat/client';
import { expect, it } from 'vitest';

it("imports React's names from Preact's compat layer", () => {
  expect(useState).toBe(compat.useState);
  expect(createElement).toBe(compat.createElement);
  expect(createPortal).toBe(compat.createPortal);
  expect(reactCreateRoot).toBe(createRoot);
});
