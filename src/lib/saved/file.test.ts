import { describe, expect, it } from 'vitest';
import { readingI18n } from '../i18n/reading.ts';
import { exportFile, readFile } from './file.ts';
import { addSearch, emptySaved, recordView, toggleCompare, toggleFavourite } from './model.ts';
import { searchKey } from './search-key.ts';
import { snap } from '../../testing/saved-fixtures.ts';

const T0 = '2026-11-01T10:00:00.000Z';

function sample() {
  const key = searchKey('search-rent', { location_id: '50', bedrooms: '1' });
  if (!key.ok) throw new Error('bad sample search');
  let d = toggleFavourite(emptySaved(), snap('101'), T0);
  d = addSearch(d, {
    id: key.id,
    endpoint: 'search-rent',
    query: key.query,
    locationName: 'Dubai Marina',
    title: 'Properties for rent in Dubai Marina',
    savedAt: T0,
    openedAt: T0,
    seen: ['7', '8'],
  });
  d = recordView(d, snap('102'), T0);
  return toggleCompare(toggleCompare(d, snap('101')), snap('102'));
}

describe('export and import file', () => {
  it('what is exported imports back the same', () => {
    const data = sample();
    const read = readFile(exportFile(data, T0));
    expect(read).toEqual({ ok: true, data });
  });

  it('refuses what is not JSON, not ours, or not valid, saying where', () => {
    expect(readFile('{nope')).toEqual({ ok: false, message: 'This file is not JSON. Choose a file exported from the Saved page.' });
    const other = readFile(JSON.stringify({ kind: 'something-else' }));
    expect(other.ok).toBe(false);
    expect(!other.ok && other.message).toMatch(
      /^This file cannot be imported: kind is not a Dar saved-items file;.*Nothing was changed\.$/,
    );

    const file = JSON.parse(exportFile(sample(), T0)) as {
      searches: { query: Record<string, string> }[];
      favourites: { listing: { image: string } }[];
    };
    file.searches[0]!.query.bedrooms = 'many';
    const badSearch = readFile(JSON.stringify(file));
    expect(!badSearch.ok && badSearch.message).toMatch(/searches, item 1 is not a valid search: bedrooms /);

    const hostile = JSON.parse(exportFile(sample(), T0)) as typeof file;
    hostile.favourites[0]!.listing.image = 'javascript:alert(1)';
    const refused = readFile(JSON.stringify(hostile));
    expect(!refused.ok && refused.message).toContain(
      'favourites, item 1, listing, image must be a path on this site or an http(s) address',
    );
  });

  it('a search id in the file is never trusted: it is computed from the query again', () => {
    const file = JSON.parse(exportFile(sample(), T0)) as { searches: { id: string }[] };
    file.searches[0]!.id = 'forged';
    const read = readFile(JSON.stringify(file));
    expect(read.ok && read.data.searches[0]!.id).toBe(sample().searches[0]!.id);
  });

  it("in Arabic, a refused file says why in Arabic: our messages, the places in it, and zod's own", async () => {
    await readingI18n().changeLanguage('ar');
    try {
      expect(readFile('{nope')).toEqual({ ok: false, message: 'هذا الملف ليس بصيغة JSON. اختر ملفًا صُدّر من صفحة المحفوظات.' });
      const other = readFile(JSON.stringify({ kind: 'something-else' }));
      expect(!other.ok && other.message).toMatch(/^لا يمكن استيراد هذا الملف: kind ليس ملف محفوظات من دار؛ /);
      expect(!other.ok && other.message).toMatch(/لم يتغير شيء\.$/);
      const data = JSON.parse(exportFile(sample(), T0)) as { favourites: { listing: { title: unknown } }[] };
      data.favourites[0]!.listing.title = 42;
      const wrongType = readFile(JSON.stringify(data));
      expect(!wrongType.ok && wrongType.message).toMatch(/favourites، العنصر 1، listing، title /);
      // No English left but the file's own field names and JSON's type names (zod's Arabic keeps them).
      expect(!wrongType.ok && wrongType.message).toContain('مدخلات غير مقبولة');
      expect(!wrongType.ok && wrongType.message.replace(/favourites|listing|title|string|number/g, '')).not.toMatch(/[A-Za-z]{3,}/);
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });
});
