import { describe, expect, it } from 'vitest';
import { slug, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes only what needs quoting and doubles quotes', () => {
    expect(toCsv(['a', 'b'], [[1, 'plain'], ['x,y', 'say "hi"'], [null, 'two\nlines']])).toBe(
      'a,b\r\n1,plain\r\n"x,y","say ""hi"""\r\n,"two\nlines"\r\n',
    );
  });

  it('makes file-name slugs', () => {
    expect(slug('Dubai Marina')).toBe('dubai-marina');
    expect(slug('  ')).toBe('all');
  });
});
