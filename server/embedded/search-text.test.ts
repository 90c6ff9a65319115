import { describe, expect, it } from 'vitest';
import { searchText, searchTokens } from './search-text.ts';

describe('searchText: one spelling for what people type differently', () => {
  it('Latin: accents, case and punctuation do not matter', () => {
    expect(searchText('  Al-Reem   Island ')).toBe('al reem island');
    expect(searchText('Engel & Völkers')).toBe('engel volkers');
    expect(searchText("Water's Edge")).toBe('water s edge');
  });

  it('the alef forms أ إ آ ٱ are one letter', () => {
    const plain = searchText('ابوظبي');
    for (const typed of ['أبوظبي', 'إبوظبي', 'آبوظبي', 'ٱبوظبي']) expect(searchText(typed)).toBe(plain);
  });

  it('taa marbuta and haa, alef maqsura and yaa, hamza seats are one letter each', () => {
    expect(searchText('جزيرة')).toBe(searchText('جزيره'));
    expect(searchText('مرسى')).toBe(searchText('مرسي'));
    expect(searchText('مؤسسة')).toBe(searchText('موسسه'));
    expect(searchText('دائرة')).toBe(searchText('دايره'));
    // A Persian keyboard's yeh and kaf.
    expect(searchText('دبی')).toBe(searchText('دبي'));
    expect(searchText('کورنيش')).toBe(searchText('كورنيش'));
  });

  it('diacritics and tatweel are dropped', () => {
    expect(searchText('مَرْسَى دُبَيّ')).toBe(searchText('مرسى دبي'));
    expect(searchText('مرســـى دبـي')).toBe(searchText('مرسى دبي'));
  });

  it('the article "ال" is optional at the start of each word', () => {
    expect(searchTokens('جزيرة الريم')).toEqual(searchTokens('جزيرة ريم'));
    expect(searchTokens('الخان')).toEqual(['خان']);
    // The article alone is no word.
    expect(searchTokens('ال')).toEqual([]);
    expect(searchTokens('ال ريم')).toEqual(['ريم']);
  });

  it('Arabic-Indic digits read as Latin ones; Arabic punctuation separates words', () => {
    expect(searchText('برج ١٢')).toBe(searchText('برج 12'));
    expect(searchText('برج ۱۲')).toBe(searchText('برج 12'));
    expect(searchText('دبي، مرسى')).toBe('دبي مرسي');
  });

  it('text with no letters or digits gives no words', () => {
    expect(searchTokens('  ,.-؟ ')).toEqual([]);
    expect(searchTokens('')).toEqual([]);
  });
});
