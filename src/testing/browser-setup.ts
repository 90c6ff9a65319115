/** Setup of the browser tier: the app's own styles (Tailwind), so hidden is hidden and sr-only is sr-only. */
import 'vitest-browser-react';
import '../styles.css';
