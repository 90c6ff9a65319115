/**
 * The words of a saved search's Atom feed (feeds.ts), in English and Arabic (`?lang=ar`, as the
 * CSVs take it). Only Dar's own words change: listing titles and addresses are as the service
 * wrote them, and figures keep Latin digits (feed readers show them as sent).
 */
import type { LISTING_SEARCH_OF } from '../../src/contract/index.ts';
import { SERVICE_ENDPOINT_DOCS } from '../../src/contract/endpoint-docs.ts';

type FeedSearch = keyof typeof LISTING_SEARCH_OF;
export type FeedLanguage = 'en' | 'ar';

export interface FeedWords {
  /** The feed's title: the search's kind and its query. */
  title: (search: FeedSearch, query: string) => string;
  watchedSince: (since: string, lastRead: string) => string;
  notReadYet: string;
  listing: (id: string) => string;
  isNew: (name: string) => string;
  reduced: (percent: number, name: string) => string;
  raised: (percent: number, name: string) => string;
  /** A price and its period: "AED 1,200,000", "AED 95,000 a year". */
  money: (amount: string, currency: string, period: string) => string;
  fromTo: (before: string, after: string) => string;
  seenOn: (day: string) => string;
}

/** The service's summaries name the English. */
const SEARCH_AR: Record<FeedSearch, string> = {
  'search-buy': 'عقارات للبيع',
  'search-rent': 'عقارات للإيجار',
  'search-commercial-buy': 'عقارات تجارية للبيع',
  'search-commercial-rent': 'عقارات تجارية للإيجار',
};
const PERIOD_EN: Record<string, string> = { yearly: 'a year', monthly: 'a month', weekly: 'a week', daily: 'a day' };
const PERIOD_AR: Record<string, string> = { yearly: 'سنويًا', monthly: 'شهريًا', weekly: 'أسبوعيًا', daily: 'يوميًا' };

export const FEED_WORDS: Record<FeedLanguage, FeedWords> = {
  en: {
    title: (search, query) => `Dar: ${SERVICE_ENDPOINT_DOCS[search].summary} (${query})`,
    watchedSince: (since, lastRead) => `New listings and price changes Dar has seen in this search since ${since}; last read ${lastRead}.`,
    notReadYet: 'Dar has not read this search yet: its collector reads it within the hour, within its daily budget.',
    listing: (id) => `Listing ${id}`,
    isNew: (name) => `New: ${name}`,
    reduced: (percent, name) => `Reduced ${percent}%: ${name}`,
    raised: (percent, name) => `Price raised ${percent}%: ${name}`,
    money: (amount, currency, period) => `${currency} ${amount}${PERIOD_EN[period] ? ` ${PERIOD_EN[period]}` : ''}`,
    fromTo: (before, after) => `${before} to ${after}`,
    seenOn: (day) => `Seen by Dar on ${day}.`,
  },
  ar: {
    title: (search, query) => `دار: ${SEARCH_AR[search]} (${query})`,
    watchedSince: (since, lastRead) => `الإعلانات الجديدة وتغيّرات الأسعار التي رأتها دار في هذا البحث منذ ${since}؛ آخر قراءة ${lastRead}.`,
    notReadYet: 'لم يقرأ دار هذا البحث بعد: يقرؤه خلال ساعة، ضمن حصته اليومية.',
    listing: (id) => `الإعلان ${id}`,
    isNew: (name) => `جديد: ${name}`,
    reduced: (percent, name) => `خُفّض ${percent}%: ${name}`,
    raised: (percent, name) => `رُفع السعر ${percent}%: ${name}`,
    money: (amount, currency, period) => `${amount} ${currency}${PERIOD_AR[period] ? ` ${PERIOD_AR[period]}` : ''}`,
    fromTo: (before, after) => `من ${before} إلى ${after}`,
    seenOn: (day) => `رأته دار في ${day}.`,
  },
};
