/**
 * Boot asks for what the page names in its start list (the name START_META says): the chunks as
 * modulepreloads in the entry's mode, a slice per task, and the entry; a page naming none is left alone.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { start } from './boot.ts';
import { START_META } from './shared/first-view.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

function named(content: string): void {
  const meta = document.createElement('meta');
  meta.name = START_META;
  meta.content = content;
  document.head.append(meta);
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => [l.getAttribute('href'), l.crossOrigin]);

describe('boot', () => {
  it('preloads the chunks in order, in the mode the entry imports them, and runs the entry', () => {
    named('/assets/index-1.js  /assets/app-1.js /assets/buy-1.js');
    const load = vi.fn(() => Promise.resolve());
    start(document, load);
    expect(preloaded()).toEqual([
      ['/assets/app-1.js', ''],
      ['/assets/buy-1.js', ''],
    ]);
    expect(load.mock.calls).toEqual([['/assets/index-1.js']]);
  });

  it('names a long list a slice per task (each preload costs the main thread), the entry asked in the first', () => {
    const chunks = Array.from({ length: 20 }, (_, i) => `/assets/c${i}.js`);
    named(['/assets/index-1.js', ...chunks].join(' '));
    const tasks: (() => void)[] = [];
    const load = vi.fn(() => Promise.resolve());
    start(document, load, (next) => tasks.push(next));
    const entryInFirst = load.mock.calls.length;
    const slices = [preloaded().length];
    while (tasks.length) {
      tasks.shift()!();
      slices.push(preloaded().length);
    }
    expect({ slices, entryInFirst, entry: load.mock.calls }).toEqual({
      slices: [8, 16, 20],
      entryInFirst: 1,
      entry: [['/assets/index-1.js']],
    });
    expect(preloaded().map(([href]) => href)).toEqual(chunks);
  });

  it('says so when the code cannot load (the page stays as drawn)', async () => {
    named('/assets/index-1.js');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    start(document, () => Promise.reject(new Error('offline')));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("The app's code did not load", expect.any(Error)));
    error.mockRestore();
  });

  it('does nothing on a page naming no start list', () => {
    const load = vi.fn(() => Promise.resolve());
    start(document, load);
    named('');
    start(document, load);
    expect([preloaded(), load.mock.calls]).toEqual([[], []]);
  });
});
