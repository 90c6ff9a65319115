/**
 * Renders HTML that comes from the data service (developer descriptions) after sanitising it with
 * DOMPurify: basic formatting only, no attributes at all (so no event handlers, styles or links),
 * and no scripts, iframes, images or forms. Text without markup is shown as paragraphs.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { drawnDeferred } from '../lib/drawn-deferred.tsx';

/** The formatting we keep; everything else is unwrapped (its text stays) or dropped. */
const SAFE_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote'];

/**
 * An event-handler attribute inside a tag (`<img src=x onerror=...>`), renamed before the parse.
 * Nothing would run either way (DOMPurify parses into an inert document and drops every
 * attribute), but Chromium checks the page's CSP as such an attribute is parsed and reports a
 * `script-src-attr` violation for it; renaming keeps the CSP reports for real problems.
 */
const TAG = /<[a-z][^<>]*>?/gi;
const HANDLER_ATTR = /([\s/"'])on(?=[a-z]+\s*=)/gi;
const renameHandlers = (html: string) => html.replace(TAG, (tag) => tag.replace(HANDLER_ATTR, '$1data-removed-on'));

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(renameHandlers(html), {
    ALLOWED_TAGS: SAFE_TAGS,
    ALLOWED_ATTR: [],
    ALLOW_DATA_ATTR: false,
    // Drop these with their content, not just their tags (a <script>'s text is not description).
    FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'title', 'textarea'],
  });
}

/** Tags or character references: worth a parse. Anything else is plain text. */
const HAS_MARKUP = /<[a-z!/][^>]*>|&(#\d+|#x[0-9a-f]+|[a-z]+);/i;

/** Spacing for the kept tags (Tailwind resets their default margins and bullets). */
const FLOW = 'space-y-2 [&_ul]:list-disc [&_ul]:ps-5 [&_ol]:list-decimal [&_ol]:ps-5 [&_h3]:font-semibold [&_h4]:font-semibold';

interface Props {
  html: string | null | undefined;
  className?: string;
}

/** The few character references a description's text holds (`&amp;`, `&#8217;`), as characters. */
const REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decodeReferences = (text: string) =>
  text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return REFERENCES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/**
 * The description's text alone, in its paragraphs, where there is no DOM to sanitise in (a page's
 * first view, drawn on the server: src/prerender.tsx). React writes it as text, so nothing in it
 * is read as markup; the app draws the formatting when it takes over.
 */
const textOnly = (html: string) =>
  html
    .replace(/<(script|style|template|noscript|iframe|object|svg|math|title|textarea)\b[\s\S]*?<\/\1\s*>/gi, '')
    .split(/<\/(?:p|li|h3|h4|blockquote)>|<br\s*\/?>/i)
    .map((part) => decodeReferences(part.replace(/<[^>]*>?/g, '')).trim())
    .filter(Boolean)
    .join('\n\n');

function SafeHtmlView({ html, className = '' }: Props) {
  const given = html?.trim() ?? '';
  const markup = HAS_MARKUP.test(given);
  const text = markup && !DOMPurify.isSupported ? textOnly(given) : given;
  const clean = useMemo(() => (markup && DOMPurify.isSupported ? sanitizeHtml(text) : null), [markup, text]);
  if (!text) return null;
  if (clean === null) {
    // Plain text "may contain line breaks": blank lines make paragraphs, single ones line breaks.
    return (
      <div className={`${FLOW} ${className}`}>
        {text.split(/\n\s*\n/).map((para, i) => (
          <p key={i} className="whitespace-pre-line">
            {para}
          </p>
        ))}
      </div>
    );
  }
  return <div className={`${FLOW} ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Drawn from deferred props: a description arriving with an answer is sanitized and drawn in a transition (drawn-deferred.tsx). */
export const SafeHtml = drawnDeferred(SafeHtmlView) as typeof SafeHtmlView;
