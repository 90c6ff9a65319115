/**
 * Every test tier starts in English, as the app does with nothing chosen: the i18next instance
 * react-i18next and the formatters read (src/lib/i18n/reading.ts). A test reads Arabic with
 * `await readingI18n().changeLanguage('ar')`.
 */
import { initReactI18next } from 'react-i18next';
import { createI18n } from '../lib/i18n/instance.ts';

await createI18n({ language: 'en', plugins: [initReactI18next] });
