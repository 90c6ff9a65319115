/**
 * One calm line above a page opened from a link that asked for something the page could not use:
 * what was left out and why, and ranges whose ends were swapped (lib/link-notes.ts finds them from
 * the route's own validation). The rest of the link applies as usual. It goes with the reader's
 * first change to the page.
 */
import { useRouterState } from '@tanstack/react-router';
import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/react.ts';
import { linkNotesStore, type LinkNote } from '../lib/link-notes.ts';
import { en } from '../lib/i18n/resources/en.ts';

type LabelledKey = keyof typeof en.shell.linkNotes.param;
/** Whether a search key has words of its own (every key a page reads does: link-notes.test.ts). */
const isLabelled = (key: string): key is LabelledKey => Object.hasOwn(en.shell.linkNotes.param, key);

const NOTICE = 'mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900';

export function LinkNotice() {
  const href = useRouterState({ select: (s) => s.location.href });
  // The server's first view (src/prerender.tsx) reads the notes of the link it draws, as the browser does.
  useSyncExternalStore(linkNotesStore.subscribe, linkNotesStore.snapshot, linkNotesStore.snapshot);
  const notes = linkNotesStore.notesFor(href);
  if (!notes?.length) return null;
  return (
    <p role="status" data-testid="link-notice" className={NOTICE}>
      <LinkNoteText notes={notes} />
    </p>
  );
}

/**
 * A link's place that the data has not named, after asking again while the page's answers passed
 * (lib/names.ts): said once here, so no page heads itself with a made-up "Location 999999".
 */
export function UnknownPlaceNotice({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" data-testid="unknown-place" className={NOTICE}>
      {t('shell.location.notKnown', { id })}
    </p>
  );
}

/**
 * Stands in for the link's value in its sentence (a private-use character no words or link
 * contain), so the value goes in as an element. Not `Trans` (src/lib/i18n/Trans.tsx): this notice
 * is in every page's first load, and `Trans` is a chunk of the pages that use it.
 */
const VALUE = '\uE000';

/** A sentence with the link's value quoted as the link wrote it: its own direction, never translated. */
function withValue(sentence: string, value: string): ReactNode {
  const [before, ...after] = sentence.split(VALUE);
  return (
    <>
      {before}
      <bdi translate="no" dir="auto">
        {value}
      </bdi>
      {after.join(value)}
    </>
  );
}

/** The notes as one or two sentences: the values ignored, then the ranges swapped. */
function LinkNoteText({ notes }: { notes: readonly LinkNote[] }) {
  const { t } = useTranslation();
  // A key no page reads is named as the link wrote it.
  const label = (key: string) => (isLabelled(key) ? t(`shell.linkNotes.param.${key}`) : key);
  const ignored = notes.flatMap((n) => (n.kind === 'ignored' ? [n] : []));
  const swapped = notes.flatMap((n) => (n.kind === 'swapped' ? [n] : []));
  const item = (n: (typeof ignored)[number]): ReactNode => {
    const reason = t(`shell.linkNotes.reason.${n.reason}`);
    if (n.reason === 'unknownKey') return withValue(t('shell.linkNotes.unknownItem', { key: VALUE, reason }), n.key);
    if (!n.value) return t('shell.linkNotes.itemUnquoted', { label: label(n.key), reason });
    return withValue(t('shell.linkNotes.item', { label: label(n.key), value: VALUE, reason }), n.value);
  };
  return (
    <>
      {ignored.length > 0 && (
        <span>
          {t('shell.linkNotes.ignored')}{' '}
          {ignored.map((n, i) => (
            <Fragment key={i}>
              {i > 0 && t('shell.linkNotes.separator')}
              {item(n)}
            </Fragment>
          ))}
          {t('shell.linkNotes.end')}
        </span>
      )}
      {swapped.map((n, i) => (
        <Fragment key={i}>
          {(i > 0 || ignored.length > 0) && ' '}
          <span>{t('shell.linkNotes.swapped', { low: label(n.low), high: label(n.high) })}</span>
        </Fragment>
      ))}
    </>
  );
}
