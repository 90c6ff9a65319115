/**
 * A description drawn on the server (a page's first view: src/prerender.tsx), where there is no
 * DOM for DOMPurify to parse in: its text alone, in its paragraphs, written as text.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml.tsx';

const drawn = (html: string) => renderToString(createElement(SafeHtml, { html }));

describe('SafeHtml without a DOM', () => {
  it('draws the text of each paragraph, its character references read, nothing as markup', () => {
    const html = drawn(
      '<p>One &amp; <b>two</b>&#8217;s</p><p>Three<br>four<script>alert(1)</script></p><ul><li>Five</li></ul><img src=x onerror=alert(2)>',
    );
    const paragraphs = [...html.matchAll(/<p class="whitespace-pre-line">([^<]*)<\/p>/g)].map((m) => m[1]);
    expect(paragraphs).toEqual(['One &amp; two’s', 'Three', 'four', 'Five']);
    expect(html).not.toMatch(/<(b|br|script|img|ul)\b|alert/);
  });

  it('draws plain text as it does in the browser, and nothing for an empty description', () => {
    expect(drawn('First.\n\nSecond <3')).toContain('Second &lt;3');
    expect(drawn('  ')).toBe('');
  });
});
