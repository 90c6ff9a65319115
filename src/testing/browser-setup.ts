/**
 * Setup of the browser tier: the app's own styles (Tailwind), so hidden is hidden and sr-only is
 * sr-only; and each test starts with the tab's storage empty, as a new visit does (the tests of a
 * file share one page).
 */
import { beforeEach } from 'vitest';
import 'vitest-browser-react';
import '../styles.css';

beforeEach(() => sessionStorage.clear());
