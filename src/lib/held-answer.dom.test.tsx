/**
 * The page's held first answer is read from the page once (src/lib/held-answer.ts): what the
 * server wrote is found; anything else is none, and the page asks for its answer as without.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { heldAnswerJson, type HeldAnswer } from '../shared/first-answer.ts';
import { readHeldAnswer } from './held-answer.ts';

const held: HeldAnswer = {
  answer: { endpoint: 'search-buy', query: { location_id: '50', page: 1 } },
  body: { success: true, data: [{ title: '</script> & <b>' }] },
  storedAt: 1_764_000_000_000,
};

function page(content: string | null) {
  document.body.innerHTML = '<div id="root"></div>';
  if (content === null) return;
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'first-answer';
  element.textContent = content;
  document.body.append(element);
}

describe('readHeldAnswer', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the answer the server wrote, as it was', () => {
    page(heldAnswerJson(held));
    expect(readHeldAnswer()).toEqual(held);
  });

  it('finds none in a page without one, or one it cannot read', () => {
    for (const content of [
      null,
      '',
      'not json',
      'null',
      '[]',
      '{"answer":{"endpoint":"search-buy"},"body":{}}',
      '{"answer":{},"body":{},"storedAt":1}',
    ]) {
      page(content);
      expect(readHeldAnswer(), String(content)).toBeNull();
    }
  });
});
