/** The i18next instance: a part's words, once loaded, are found in the common namespace too. */
import { describe, expect, it } from 'vitest';
import { createI18n } from './instance.ts';

describe('createI18n', () => {
  it("keeps a part's words in the common namespace once loaded, in each language", async () => {
    const i18n = await createI18n({ language: 'ar', parts: [] });
    expect(i18n.getResource('ar', 'translation', 'market.trends.title')).toBeUndefined();
    await i18n.loadNamespaces('market');
    const word: unknown = i18n.getResource('ar', 'market', 'market.trends.title');
    expect(word).toEqual(expect.any(String));
    expect(i18n.getResource('ar', 'translation', 'market.trends.title')).toBe(word);
    expect(i18n.t('market.trends.title')).toBe(word);
    // English too (the fallback of a word Arabic lacks).
    await i18n.loadLanguages('en');
    await i18n.loadNamespaces('market');
    expect(i18n.getResource('en', 'translation', 'market.trends.title')).toBe('Price trend');
  });
});
