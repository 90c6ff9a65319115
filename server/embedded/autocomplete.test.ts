import { beforeAll, describe, expect, it } from 'vitest';
import { EMIRATES } from '../../src/contract/index.ts';
import { createAutocomplete } from './autocomplete.ts';
import { buildDataset, type Dataset } from './dataset/index.ts';
import { LOCATION_NAMES } from './dataset/location-names.ts';
import { PAGE_SIZE } from './paging.ts';

let d: Dataset;
let names: (query: string) => string[];
beforeAll(() => {
  d = buildDataset({ seed: 7, listings: 3000, asOf: '2026-06-22' });
  const suggest = createAutocomplete(d);
  names = (query) => suggest(query, PAGE_SIZE.autocomplete).map((i) => d.locations.nodes[i]!.name);
});

const ARABIC = /^[\u0600-\u06ff ]+$/;

describe('other names of the reference locations', () => {
  it('every name of the table is one location of the dataset, and every emirate and community has an Arabic name', () => {
    const { nodes } = d.locations;
    for (const key of Object.keys(LOCATION_NAMES)) {
      expect(nodes.filter((n) => n.name === key).length, key).toBe(1);
    }
    for (const i of [...d.locations.emirates, ...d.locations.communities]) {
      expect(nodes[i]!.arabicNames.length, nodes[i]!.name).toBeGreaterThan(0);
    }
    for (const n of nodes) for (const ar of n.arabicNames) expect(ar, n.name).toMatch(ARABIC);
    expect(nodes.find((n) => n.name === 'Jumeirah Village Circle')?.aliases).toContain('JVC');
  });
});

describe('autocomplete in Arabic', () => {
  it.each([
    ['دبي مارينا', 'Dubai Marina'],
    ['مرسى دبي', 'Dubai Marina'],
    ['وسط مدينة دبي', 'Downtown Dubai'],
    ['نخلة جميرا', 'Palm Jumeirah'],
    ['الخليج التجاري', 'Business Bay'],
    ['قرية جميرا الدائرية', 'Jumeirah Village Circle'],
    ['جزيرة الريم', 'Al Reem Island'],
    ['جزيرة ياس', 'Yas Island'],
    ['السعديات', 'Saadiyat Island'],
    ['الخان', 'Al Khan'],
    ['النهدة', 'Al Nahda Sharjah'],
    ['المجاز', 'Al Majaz'],
    ['الشارقة', 'Sharjah'],
    ['رأس الخيمة', 'Ras Al Khaimah'],
    ['أم القيوين', 'Umm Al Quwain'],
    ['برج خليفة', 'Burj Khalifa'],
  ])('"%s" finds %s first', (query, name) => {
    expect(names(query)[0]).toBe(name);
  });

  it('what Arabic users type differently finds the same place', () => {
    for (const typed of ['ابوظبي', 'أبو ظبي', 'ابو ظبى', 'أبوظبي']) expect(names(typed)[0], typed).toBe('Abu Dhabi');
    for (const typed of ['جزيره الريم', 'جزيرة ريم', 'الريم', 'ريم']) expect(names(typed)[0], typed).toBe('Al Reem Island');
    for (const typed of ['مرسي دبي', 'مَرْسَى دُبَيّ', 'مرســى دبي']) expect(names(typed)[0], typed).toBe('Dubai Marina');
  });

  it('a word being typed matches the start of a word', () => {
    expect(names('جزيرة يا')[0]).toBe('Yas Island');
    expect(names('نخلة جم')[0]).toBe('Palm Jumeirah');
  });

  it('"دبي" gives the emirate first, then places in Dubai named with it', () => {
    const found = names('دبي');
    expect(found[0]).toBe('Dubai');
    expect(found).toEqual(expect.arrayContaining(['Dubai Marina', 'Downtown Dubai', 'Dubai Hills Estate']));
    expect(found).not.toContain('Sharjah');
  });

  it('English abbreviations find their place', () => {
    expect(names('JVC')[0]).toBe('Jumeirah Village Circle');
    expect(names('jumeirah lake towers')[0]).toBe('JLT');
    expect(names('RAK')[0]).toBe('Ras Al Khaimah');
  });
});

describe('autocomplete forgives a typo', () => {
  it.each([
    ['Dubai Marnia', 'Dubai Marina'],
    ['dubai marin', 'Dubai Marina'],
    ['Dubia Marina', 'Dubai Marina'],
    ['Plam Jumeirah', 'Palm Jumeirah'],
    ['palm jumierah', 'Palm Jumeirah'],
    ['Busines Bay', 'Business Bay'],
    ['Saadiyaat', 'Saadiyat Island'],
    ['دبي مارنيا', 'Dubai Marina'],
    ['جزيرة السعدييات', 'Saadiyat Island'],
  ])('"%s" finds %s', (query, name) => {
    expect(names(query)[0]).toBe(name);
  });

  it('a query that matches as typed keeps its ranking: typo matches only fill a short list, after the others', () => {
    // "marina" fills the list with places named Marina: nothing merely similar (Marjan) is added.
    const marina = names('marina');
    expect(marina.length).toBe(PAGE_SIZE.autocomplete);
    expect(marina.every((n) => n.toLowerCase().includes('marina'))).toBe(true);
    // "al khan" matches Al Khan as typed; a similar name may follow it, never precede it.
    expect(names('al khan')[0]).toBe('Al Khan');
  });

  it('short words must be exact, and text far from every name finds nothing', () => {
    expect(names('zzqqxx')).toEqual([]);
    expect(names('qx')).toEqual([]);
    expect(names('ال')).toEqual([]);
    expect(names('!!!')).toEqual([]);
  });

  it('the longest queries the contract allows (100 characters) still answer', () => {
    expect(names('a'.repeat(100))).toEqual([]);
    expect(names('مرسى '.repeat(20))[0]).toBe('Dubai Marina');
    expect(names('Dubai Marnia '.repeat(7))).toEqual([]);
  });

  it('every emirate is found by its English and Arabic names', () => {
    for (const e of EMIRATES) {
      expect(names(e)[0]).toBe(e);
      for (const ar of LOCATION_NAMES[e]!.ar) expect(names(ar)[0], ar).toBe(e);
    }
  });
});
