/**
 * Figures read against something: a change against before (a signed percentage), a rank among
 * others (an ordinal), a day against today (days ago, from now). Apart from format.ts, whose
 * numbers the app's frame uses, as only pages it loads later read these.
 */
import { directionOf } from '../shared/languages.ts';
import { readingFormatters, readingLanguage } from './i18n/reading.ts';
import { isFigure } from './i18n/format.ts';
import { formatNumber } from './format.ts';

/** The formatters of the language being read (src/lib/i18n/reading.ts). */
const f = readingFormatters;

/**
 * A change as a signed percentage: 0.032 -> "+3.2%", -0.015 -> "−1.5%", 0 -> "0.0%". Right to
 * left, a left-to-right mark goes first: the sign alone would take the sentence's direction and
 * stand after the figure ("8.9%+").
 */
export function formatSignedPercent(ratio: number | null | undefined, digits = 1): string {
  if (!isFigure(ratio)) return '—';
  const text = f().percent(Math.abs(ratio), digits);
  if (Number((Math.abs(ratio) * 100).toFixed(digits)) === 0) return f().percent(0, digits);
  const mark = directionOf(readingLanguage()) === 'rtl' ? LEFT_TO_RIGHT_MARK : '';
  return `${mark}${ratio > 0 ? '+' : '−'}${text}`;
}

const LEFT_TO_RIGHT_MARK = '\u200e';

/**
 * 1 -> "1st", 22 -> "22nd", 73 -> "73rd", 11 -> "11th": for percentile ranks. Arabic writes the
 * rank as a number inside its sentence ("المئين 73"), so it gets the number alone.
 */
export function formatOrdinal(n: number | null | undefined): string {
  if (!isFigure(n)) return '—';
  const rounded = Math.round(n);
  if (readingLanguage() !== 'en') return formatNumber(rounded);
  const tens = rounded % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[rounded % 10] ?? 'th');
  return `${rounded}${suffix}`;
}

/**
 * How long ago a day was, in days: "today", "yesterday", "12 days ago" / "اليوم", "أمس", "قبل
 * 12 يومًا"; past two months, the day itself ("on 3 Oct 2026").
 */
export function formatDaysAgo(iso: string, now = Date.now()): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return '—';
  const days = Math.max(0, Math.floor((now - at) / 86_400_000));
  if (days > 60) return f().date(iso);
  return new Intl.RelativeTimeFormat(f().locale, { numeric: 'auto' }).format(-days, 'day');
}

/**
 * When something is expected, from now: "in 20 minutes", "in 3 hours", "tomorrow" / "خلال 20
 * دقيقة"; past two days, the day itself ("on 27 Nov 2026" is the sentence's to say).
 */
export function formatFromNow(iso: string, now = Date.now()): { relative: string } | { date: string } {
  const ms = Date.parse(iso) - now;
  if (!Number.isFinite(ms)) return { relative: '—' };
  const rtf = new Intl.RelativeTimeFormat(f().locale, { numeric: 'auto' });
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return { relative: rtf.format(minutes, 'minute') };
  const hours = Math.round(minutes / 60);
  if (hours < 48) return { relative: rtf.format(hours, 'hour') };
  return { date: f().date(iso) };
}
