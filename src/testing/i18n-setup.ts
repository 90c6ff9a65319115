/**
 * Every test tier starts in English, as the app does with nothing chosen: the i18next instance
 * components and formatters read (src/lib/i18n/reading.ts). A test reads Arabic with
 * `await readingI18n().changeLanguage('ar')`.
 */
import { createI18n } from '../lib/i18n/instance.ts';
import { setReadingI18n } from '../lib/i18n/reading.ts';

setReadingI18n(await createI18n({ language: 'en' }));
