/**
 * A sentence whose words hold markup: `Sales in <place>{{place}}</place> rose by <strong>{{change}}</strong>`
 * drawn with the element given for each tag (`components={{ place: <AsSent />, strong: <strong /> }}`),
 * the tag's words as its children.
 *
 * Our own, not react-i18next's `Trans` (4.7 KB gzip with its markup parser, on every search and
 * market page's first load; docs/page-speed.md): Dar's words use named tags only, without
 * attributes, so a small reader of those tags does. Only the tags a sentence is given elements
 * for are markup; anything else in the words or in the values (a name sent as "<Tower A>") stays
 * text, which React escapes.
 */
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from './react.ts';

/** A tag of the words: `<name>`, `</name>` or `<name/>`. */
const TAG = /<(\/?)([A-Za-z][\w-]*)\s*(\/?)>/g;

/** Stands for "<" inside a value while the sentence's tags are read, so a value never reads as markup. */
const VALUE_LT = '\uE000';

type Elements = Readonly<Record<string, ReactElement>>;

/** Each string value with its "<" set aside (put back in `markup`'s text). */
function guarded(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.replaceAll('<', VALUE_LT) : v]));
}

/**
 * The nodes of a sentence: text, and each tag named in `elements` as a copy of its element with the
 * tag's contents as children (an empty or self-closed tag keeps the element's own). A tag left
 * open is dropped, its contents kept; a stray closing tag stays text.
 */
export function markup(text: string, elements: Elements): ReactNode[] {
  const open: { name: string; children: ReactNode[] }[] = [{ name: '', children: [] }];
  const inner = () => open[open.length - 1]!.children;
  let key = 0;
  const addElement = (name: string, children: ReactNode[]) =>
    inner().push(cloneElement(elements[name]!, { key: key++ }, ...(children.length > 0 ? children : [])));
  const addText = (part: string) => {
    if (part) inner().push(part.replaceAll(VALUE_LT, '<'));
  };
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, closing, name = '', selfClosed] = match;
    if (!Object.hasOwn(elements, name)) continue;
    const isClosing = closing === '/';
    // A closing tag with no open tag of its name: text, like any other stray "<".
    if (isClosing && open[open.length - 1]!.name !== name) continue;
    addText(text.slice(at, match.index));
    at = match.index + whole.length;
    if (selfClosed) addElement(name, []);
    else if (!isClosing) open.push({ name, children: [] });
    else addElement(name, open.pop()!.children);
  }
  addText(text.slice(at));
  while (open.length > 1) {
    const unclosed = open.pop()!.children;
    inner().push(...unclosed);
  }
  return open[0]!.children;
}

export interface TransProps {
  i18nKey: ParseKeys;
  /** The sentence's values (`{{place}}`; `count` chooses the plural). */
  values?: Readonly<Record<string, unknown>>;
  /** An element for each tag of the sentence. */
  components: Elements;
}

export function Trans({ i18nKey, values = {}, components }: TransProps): ReactNode {
  const { t } = useTranslation();
  return <>{markup(t(i18nKey, guarded(values)), components)}</>;
}
