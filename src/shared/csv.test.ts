import { describe, expect, it } from 'vitest';
import { slug, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes only what needs quoting and doubles quotes', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'plain'],
          ['x,y', 'say "hi"'],
          [null, 'two\nlines'],
        ],
      ),
    ).toBe('a,b\r\n1,plain\r\n"x,y","say ""hi"""\r\n,"two\nlines"\r\n');
  });

  it('keeps text a spreadsheet would run as a formula as text, and numbers as numbers', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['=HYPERLINK("x")', -5],
          ['@SUM(A1)', '+1'],
          ['-x', 'ok'],
        ],
      ),
    ).toBe('a,b\r\n"\'=HYPERLINK(""x"")",-5\r\n\'@SUM(A1),\'+1\r\n\'-x,ok\r\n');
  });

  it('makes file-name slugs', () => {
    expect(slug('Dubai Marina')).toBe('dubai-marina');
    expect(slug('  ')).toBe('all');
  });
});
