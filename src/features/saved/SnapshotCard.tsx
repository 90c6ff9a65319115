/**
 * A saved or recently viewed listing as it was when kept (its snapshot): photo, price, facts,
 * title linking to its page, location; marked when the service no longer lists it. The title
 * and location are the data's words, shown as kept.
 */
import { AsSent } from '../../components/AsSent.tsx';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import { Img } from '../../components/Img.tsx';
import { CompareToggle } from '../../components/saved/CompareToggle.tsx';
import { ListingType } from '../../components/ListingType.tsx';
import { SaveButton } from '../../components/saved/SaveButton.tsx';
import { formatArea, formatBaths, formatBeds, formatDate, formatPrice, formatPricePerArea, hasCount } from '../../lib/format.ts';
import { ListingHistoryNote } from '../../components/history/ListingHistoryNote.tsx';
import type { ListingHistory } from '../../lib/listing-history.ts';
import { useDisplay } from '../../lib/display.ts';
import type { Display } from '../../shared/units.ts';
import type { ListingSnapshot } from '../../lib/saved/model.ts';

/** Beds, baths and size after the type: " · 2 beds · 2 baths · 1,200 sqft". */
function snapshotFacts(l: ListingSnapshot, display: Display): string {
  const facts: string[] = [];
  if (hasCount(l.bedrooms)) facts.push(formatBeds(l.bedrooms));
  if (hasCount(l.bathrooms)) facts.push(formatBaths(l.bathrooms));
  if (l.sizeSqft !== null) facts.push(formatArea(l.sizeSqft, display));
  return facts.map((f) => ` · ${f}`).join('');
}

interface Props {
  listing: ListingSnapshot;
  gone?: boolean;
  /** A line under the location, e.g. "Saved 3 Nov". */
  note?: ReactNode;
  /** What Dar saw the listing do (a reduction since it was saved; when a gone one was last seen). */
  history?: ListingHistory | undefined;
}

export function SnapshotCard({ listing, gone = false, note, history }: Props) {
  const { t } = useTranslation();
  const display = useDisplay();
  const snapshot = () => listing;
  const perSqft = formatPricePerArea(listing.price, listing.sizeSqft, display);
  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-lg border bg-white shadow-sm ${gone ? 'border-amber-300' : 'border-slate-200'}`}
      data-testid="saved-listing"
      data-id={listing.id}
    >
      <div className="relative">
        <Img
          src={listing.image ?? undefined}
          alt=""
          fallbackText={listing.propertyType}
          className={`h-36 w-full object-cover ${gone ? 'opacity-60 grayscale' : ''}`}
        />
        <SaveButton snapshot={snapshot} id={listing.id} title={listing.title} variant="overlay" />
        {gone && (
          <p className="absolute inset-s-2 top-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-testid="gone">
            {t('saved.card.gone')}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-lg font-semibold text-slate-900">{formatPrice(listing.price, display)}</p>
        <p className="text-sm text-slate-600">
          <ListingType name={listing.propertyType} />
          {snapshotFacts(listing, display)}
        </p>
        {perSqft && <p className="text-xs text-slate-600">{perSqft}</p>}
        <h3 className="line-clamp-2 text-sm font-medium">
          <Link to="/property/$propertyId" params={{ propertyId: listing.id }} className="hover:underline">
            <AsSent>{listing.title}</AsSent>
          </Link>
        </h3>
        <p className="truncate text-xs text-slate-600">
          <AsSent>{listing.location}</AsSent>
        </p>
        {note && <p className="text-xs text-slate-600">{note}</p>}
        {gone && history ? (
          <p className="text-xs text-slate-600" data-testid="last-seen">
            {t('saved.card.lastSeen', { date: formatDate(history.lastSeenAt) })}
          </p>
        ) : (
          <ListingHistoryNote history={history} />
        )}
        <div className="mt-auto pt-1">
          <CompareToggle snapshot={snapshot} id={listing.id} title={listing.title} />
        </div>
      </div>
    </article>
  );
}
