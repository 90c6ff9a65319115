/**
 * The page's held first answers are read from the page once (src/lib/held-answer.ts): what the
 * server wrote is found; anything else is none, and the page asks for its answers as without.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { heldAnswerJson, type HeldAnswer } from '../shared/first-answer.ts';
import { readHeldAnswers } from './held-answer.ts';

const held: HeldAnswer[] = [
  {
    answer: { endpoint: 'search-buy', query: { location_id: '50', page: 1 } },
    body: { success: true, data: [{ title: '</script> & <b>' }] },
    storedAt: 1_764_000_000_000,
  },
  { answer: { insight: 'names', query: { location_id: '50' } }, body: { success: true, location: { name: 'Dubai Marina' } }, storedAt: 1 },
];

function page(content: string | null) {
  document.body.innerHTML = '<div id="root"></div>';
  if (content === null) return;
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'first-answer';
  element.textContent = content;
  document.body.append(element);
}

describe('readHeldAnswers', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the answers the server wrote, as they were', () => {
    page(heldAnswerJson(held));
    expect(readHeldAnswers()).toEqual(held);
  });

  it('keeps those it can read of a list where others are not answers', () => {
    page(JSON.stringify([null, 1, { answer: {}, body: {}, storedAt: 1 }, held[1]]));
    expect(readHeldAnswers()).toEqual([held[1]]);
  });

  it('finds none in a page without one, or one it cannot read', () => {
    for (const content of [
      null,
      '',
      'not json',
      'null',
      '[]',
      '{"answer":{"endpoint":"search-buy"},"body":{},"storedAt":1}',
      '[{"answer":{"endpoint":"search-buy"},"body":{}}]',
      '[{"answer":{},"body":{},"storedAt":1}]',
      '[{"answer":{"insight":"names"},"body":null,"storedAt":1}]',
    ]) {
      page(content);
      expect(readHeldAnswers(), String(content)).toEqual([]);
    }
  });
});
