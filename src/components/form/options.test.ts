import { afterEach, describe, expect, it } from 'vitest';
import { CATEGORY } from '../../contract/index.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { optionsOf } from './options.ts';

describe('optionsOf', () => {
  afterEach(() => readingI18n().changeLanguage('en'));

  it('labels a value set by its translations, read when shown, so options built once follow a language switch', async () => {
    const options = optionsOf(CATEGORY, 'category');
    const english = options.map((o) => o.label);
    expect(english).toEqual(CATEGORY.map((c) => readingI18n().t(`values.category.${c}`)));
    await readingI18n().changeLanguage('ar');
    const arabic = options.map((o) => o.label);
    for (const label of arabic) expect(label).toMatch(/[\u0600-\u06ff]/);
    expect([...options].map((o) => o.value)).toEqual([...CATEGORY]);
  });

  it('keeps the contract labels or a given labeller otherwise', () => {
    expect(optionsOf(['a', 'b'], (v) => v.toUpperCase()).map((o) => o.label)).toEqual(['A', 'B']);
  });
});
