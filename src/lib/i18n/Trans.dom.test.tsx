/**
 * Sentences with markup (`Trans`): each tag given an element becomes it, with the tag's words as
 * children, and nothing else reads as markup, whatever a value holds. jsdom, the real words.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readingI18n } from './reading.ts';
import { ReadingRoot, useTranslation } from './react.ts';
import { Trans, markup } from './Trans.tsx';

afterEach(async () => {
  cleanup();
  await readingI18n().changeLanguage('en');
});

/** The nodes of a sentence drawn in a paragraph, as HTML. */
function html(text: string, elements: Parameters<typeof markup>[1]): string {
  const { container } = render(<p>{markup(text, elements)}</p>);
  return container.firstElementChild!.innerHTML;
}

describe('markup', () => {
  it('draws each given tag as its element around the tag’s words, nested or not', () => {
    expect(html('Sales in <place>Marina</place> rose by <strong>4%</strong>.', { place: <bdi dir="auto" />, strong: <strong /> })).toBe(
      'Sales in <bdi dir="auto">Marina</bdi> rose by <strong>4%</strong>.',
    );
    expect(html('<a>x <b>y</b> z</a>', { a: <em />, b: <i /> })).toBe('<em>x <i>y</i> z</em>');
  });

  it('keeps an element’s own children for an empty or self-closed tag', () => {
    expect(html('Go<sr/> on', { sr: <span>!</span> })).toBe('Go<span>!</span> on');
    expect(html('Go<sr></sr> on', { sr: <span>!</span> })).toBe('Go<span>!</span> on');
  });

  it('reads no other tag as markup: one not given, a stray closing tag, a tag left open', () => {
    expect(html('a <b>bold</b> word', {})).toBe('a &lt;b&gt;bold&lt;/b&gt; word');
    expect(html('a </place> b', { place: <em /> })).toBe('a &lt;/place&gt; b');
    expect(html('a <place>b', { place: <em /> })).toBe('a b');
    expect(html('no tags at all', { place: <em /> })).toBe('no tags at all');
  });
});

describe('Trans', () => {
  it('draws a sentence of the words with its values and tags, in the language being read', async () => {
    const { container } = render(
      <ReadingRoot>
        <p>
          <Trans i18nKey="listings.card.brokerageOf" values={{ agent: 'Sara' }} components={{ name: <bdi translate="no" /> }} />
        </p>
      </ReadingRoot>,
    );
    expect(container.innerHTML).toBe('<p><bdi translate="no">Sara</bdi>’s brokerage</p>');
    await act(() => readingI18n().changeLanguage('ar'));
    expect(container.textContent).toBe('شركة وساطة Sara');
  });

  it('keeps a value that looks like markup as text', () => {
    const { container } = render(
      <Trans i18nKey="listings.card.brokerageOf" values={{ agent: '<name>Sara</name> <b>&</b>' }} components={{ name: <bdi /> }} />,
    );
    expect(container.innerHTML).toBe('<bdi>&lt;name&gt;Sara&lt;/name&gt; &lt;b&gt;&amp;&lt;/b&gt;</bdi>’s brokerage');
  });
});

describe('useTranslation', () => {
  it('gives one `t` per language, and the reading root draws the parts again with the new one on a change', async () => {
    const seen: unknown[] = [];
    function Title() {
      const { t } = useTranslation();
      seen.push(t);
      return <h1>{t('shell.layout.skipToContent')}</h1>;
    }
    const { container } = render(
      <ReadingRoot>
        <Title />
        <Title />
      </ReadingRoot>,
    );
    expect(container.textContent).toBe('Skip to contentSkip to content');
    // Two parts drawn in one language share its `t`.
    expect(new Set(seen).size).toBe(1);
    await act(() => readingI18n().changeLanguage('ar'));
    expect(container.textContent).toBe('انتقل إلى المحتوىانتقل إلى المحتوى');
    expect(new Set(seen).size).toBe(2);
    // Back in English: the first language's `t` again, not a new one.
    await act(() => readingI18n().changeLanguage('en'));
    expect(new Set(seen).size).toBe(2);
  });

  it('draws a part alone (outside the reading root) in the language being read as it draws', async () => {
    function Title() {
      return <h1>{useTranslation().t('shell.layout.skipToContent')}</h1>;
    }
    await readingI18n().changeLanguage('ar');
    expect(render(<Title />).container.textContent).toBe('انتقل إلى المحتوى');
  });
});
