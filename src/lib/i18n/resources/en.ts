/**
 * English: the app's words as it shows them today. Keys are grouped by what they name; plurals
 * use i18next's suffixes (`_one`, `_other`), and numbers in text go through the `num` format
 * (`{{count, num}}`) so they follow the reader's digits. Arabic (`ar.ts`) has every key of this
 * file, with its own plural forms. This file is the words every page needs, bundled with the app;
 * the words of each part (listings, market, ...) load with the pages that use them (parts.ts).
 */
import { englishValueLabels } from '../value-sets.ts';
import type { PartWords } from './parts.ts';
import { shell } from './en/shell.ts';

export const en = {
  language: {
    /** The switch's accessible name, in the language being read. */
    switchLabel: 'Language',
    switchTo: 'Read this site in {{language}}',
  },
  digits: {
    label: 'Digits',
    latn: 'Latin digits (0-9)',
    arab: 'Arabic-Indic digits (٠-٩)',
    /** The digits toggle's visible text (its name is `arab`, which contains it). */
    arabShort: '٠-٩',
  },
  counts: {
    listings_one: '{{count, num}} listing',
    listings_other: '{{count, num}} listings',
    locations_one: '{{count, num}} location',
    locations_other: '{{count, num}} locations',
    bedrooms_one: '{{count, num}} bed',
    bedrooms_other: '{{count, num}} beds',
    bathrooms_one: '{{count, num}} bath',
    bathrooms_other: '{{count, num}} baths',
    months_one: '{{count, num}} month',
    months_other: '{{count, num}} months',
    weeks_one: '{{count, num}} week',
    weeks_other: '{{count, num}} weeks',
    transactions_one: '{{count, num}} transaction',
    transactions_other: '{{count, num}} transactions',
    agents_one: '{{count, num}} agent',
    agents_other: '{{count, num}} agents',
  },
  /** What failed, for a person (src/lib/api.ts); `what` names the data, already translated. */
  errors: {
    thisData: 'this data',
    network: 'Could not reach our server. Check your connection.',
    serverAnswered: 'Our server answered {{status}}.',
    unexpected: 'Something went wrong while loading {{what}}.',
    rateLimited: 'Our data provider is rate-limiting us; retry in a few seconds.',
    rateLimitedFor: 'Our data provider is rate-limiting us; retry in {{seconds}} s.',
    quota: "Our data provider's quota is used up for now. The operator has been told; please try later.",
    timeout: 'Our data provider took too long to answer for {{what}}.',
    unavailable: 'Our data provider is unavailable, so {{what}} could not load.',
    badValue: 'The search has a bad value: {{issues}}.',
    notFound: 'Our data provider could not find {{what}} for this link: it may be old or mistyped.',
    couldNotLoad: 'Could not load {{what}}.',
  },
  /** Words the formatters put around figures (src/lib/format.ts). */
  format: {
    priceOnRequest: 'Price on request',
    per: { yearly: '/year', monthly: '/month', weekly: '/week', daily: '/day' },
    perArea: '{{currency}} per {{unit}}',
    studio: 'Studio',
    noBedrooms: 'No bedrooms',
    noBathrooms: 'No bathrooms',
    noBathroomInfo: 'No bathroom info',
    bedsAtLeast: '{{count, num}}+ beds',
    bathsAtLeast: '{{count, num}}+ baths',
  },
  values: englishValueLabels(),
  /** The frame every page shows; the other parts' words are their own namespaces (parts.ts). */
  shell,
};

/** Every key the app reads: the words above, and each part's (loaded with the pages that show it). */
export type Resources = typeof en & PartWords;
