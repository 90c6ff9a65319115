/**
 * The details of one listing: gallery, every field, a small map, price per sqft, the agent and
 * brokerage (linked to their pages), the public listing URL, and the price in market context.
 * A listing the service does not know (404 `not_found`) gets a clear not-found page.
 *
 * The market context is another feature's view: the route hands it in (`priceContext`), so this
 * feature does not import the market feature.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { Trans } from '../../lib/i18n/Trans.tsx';
import { useTranslation } from '../../lib/i18n/react.ts';
import type { Listing } from '../../contract/index.ts';
import { ApiError } from '../../lib/api.ts';
import { formatArea, formatBaths, formatBeds, formatPrice, formatPricePerArea, unitLabel } from '../../lib/format.ts';
import { propertyTypeLabel } from '../../lib/property-type.ts';
import { useDisplay } from '../../lib/display.ts';
import { apiQuery } from '../../lib/queries.ts';
import { StaleNotice } from '../../components/StaleNotice.tsx';
import { PlaceMap } from '../../components/map/MapPanel.tsx';
import { listingPoint } from '../../components/map/points.ts';
import { ErrorState, Skeleton } from '../../components/states.tsx';
import { AgentContact } from '../../components/AgentContact.tsx';
import { AgentLink } from '../../components/AgentLink.tsx';
import { categoryOf, placesOfAddress } from '../../lib/agent-contact.ts';
import { CompareToggle } from '../../components/saved/CompareToggle.tsx';
import { SaveButton } from '../../components/saved/SaveButton.tsx';
import { ShareButton } from '../../components/saved/ShareButton.tsx';
import { recordView } from '../../lib/saved/actions.ts';
import { snapshotOfListing } from '../../lib/saved/snapshot.ts';
import { MortgageEstimate } from '../../components/mortgage/MortgageEstimate.tsx';
import { WhenNear } from '../../components/WhenNear.tsx';
import { Gallery } from '../../components/Gallery.tsx';
import { extraFields } from './listing-fields.ts';
import { isPropertyId } from './property-id.ts';
import { ListingType } from '../../components/ListingType.tsx';
import { AsSent } from '../../components/AsSent.tsx';
import { FactTile } from '../../components/FactTile.tsx';
import { ListingHistoryNote } from '../../components/history/ListingHistoryNote.tsx';
import { ListingPriceHistory } from '../../components/history/ListingPriceHistory.tsx';
import { listingHistoryQuery } from '../../lib/listing-history.ts';

const route = getRouteApi('/property/$propertyId');

interface Props {
  /** The listing's price against the market, rendered under the key facts. */
  priceContext: (listing: Listing) => ReactNode;
}

export function PropertyPage({ priceContext }: Props) {
  const { t } = useTranslation();
  const { propertyId } = route.useParams();
  const valid = isPropertyId(propertyId);
  const details = useQuery({ ...apiQuery('property-details', { property_id: propertyId }), enabled: valid });

  if (!valid || (details.error instanceof ApiError && details.error.code === 'not_found')) return <ListingNotFound id={propertyId} />;
  if (details.isPending) return <DetailsSkeleton />;
  if (details.isError) {
    return (
      <div className="mx-auto max-w-xl py-10">
        <ErrorState error={details.error} what={t('listings.property.what')} onRetry={() => void details.refetch()} />
      </div>
    );
  }
  return (
    <>
      <StaleNotice data={details.data} />
      <PropertyDetails listing={details.data.data} priceContext={priceContext} />
    </>
  );
}

function ListingNotFound({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="nf-title" className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 id="nf-title" className="mt-2 text-2xl font-semibold">
        {t('listings.property.notFound.title')}
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans
          i18nKey="listings.property.notFound.text"
          values={{ id }}
          components={{ id: <bdi className="font-mono" translate="no" /> }}
        />
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Link to="/buy" className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
          {t('listings.property.notFound.searchSale')}
        </Link>
        <Link to="/rent" className="rounded border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50">
          {t('listings.property.notFound.searchRent')}
        </Link>
      </div>
    </section>
  );
}

function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('listings.property.loading')}</span>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-80 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** A titled part of the page, named by its heading. */
function Section({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function PropertyDetails({ listing, priceContext }: { listing: Listing } & Props) {
  const { t } = useTranslation();
  // Asked once the details are in: their answer is what Dar records first.
  const history = useQuery({ ...listingHistoryQuery([listing.property_id]), select: (h) => h.listings[0] }).data;
  const display = useDisplay();
  const point = listingPoint(listing, display);
  const perArea = formatPricePerArea(listing.price, listing.size?.value, display);
  // A mortgage is for a purchase: sale listings with a shown price get the estimate, rentals do not.
  const mortgagePrice = listing.price.period === 'sell' && !listing.price.is_hidden && listing.price.value ? listing.price.value : null;
  // Listings rarely say whether they are off-plan; a record that does sets the estimate's starting point.
  const offPlan = listing.completion_status === 'off_plan';
  const extras = extraFields(listing);
  const agent = listing.agent_details;
  const type = propertyTypeLabel(listing.property_type);
  const typeText = <ListingType name={listing.property_type} />;
  const address = <AsSent>{listing.address.full_name}</AsSent>;
  const title = listing.title || t('listings.card.untitled', { type: type.label, place: listing.address.full_name });
  const snapshot = () => snapshotOfListing(listing);
  // Recently viewed (Saved page): once per listing opened.
  useEffect(() => void recordView(snapshotOfListing(listing)), [listing]);
  return (
    <article aria-labelledby="property-title" className="space-y-6">
      <header className="space-y-1">
        <p className="text-sm text-slate-500">
          {typeText} · {address}
        </p>
        <h1 id="property-title" className="text-2xl font-semibold">
          <bdi translate="no">{title}</bdi>
        </h1>
        <p className="text-2xl font-bold text-slate-900" data-testid="detail-price">
          {formatPrice(listing.price, display)}
          {perArea && (
            <span className="ms-3 text-base font-normal text-slate-600" data-testid="detail-ppsf">
              {perArea}
            </span>
          )}
        </p>
        <ListingHistoryNote history={history} variant="page" />
        <div className="flex flex-wrap items-start gap-2 pt-1">
          <SaveButton snapshot={snapshot} id={listing.property_id} title={title} />
          <CompareToggle snapshot={snapshot} id={listing.property_id} title={title} size="md" />
          <ShareButton title={title} />
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Gallery images={listing.images} title={title} />
          <Section id="facts-title" title={t('listings.property.keyFacts')}>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              <FactTile label={t('listings.property.facts.type')}>{typeText}</FactTile>
              <FactTile label={t('listings.property.facts.bedrooms')} testId="detail-beds">
                {formatBeds(listing.bedrooms)}
              </FactTile>
              <FactTile label={t('listings.property.facts.bathrooms')} testId="detail-baths">
                {formatBaths(listing.bathrooms)}
              </FactTile>
              <FactTile label={t('listings.property.facts.size')} testId="detail-size">
                {formatArea(listing.size?.value, display)}
              </FactTile>
              <FactTile label={t('listings.property.facts.floorPlan')}>{formatArea(listing.floor_plan_area, display)}</FactTile>
              <FactTile label={t('listings.property.facts.pricePer', { unit: unitLabel(display) })}>{perArea || '—'}</FactTile>
              <FactTile label={t('listings.property.facts.price')}>{formatPrice(listing.price, display)}</FactTile>
              <FactTile label={t('listings.property.facts.id')}>
                <AsSent>{listing.property_id}</AsSent>
              </FactTile>
              <FactTile label={t('listings.property.facts.address')}>{address}</FactTile>
              {extras.map((f) => (
                <FactTile key={f.label} label={<AsSent>{f.label}</AsSent>}>
                  <AsSent>{f.value}</AsSent>
                </FactTile>
              ))}
            </dl>
          </Section>
          <Section id="context-title" title={t('listings.property.priceContext')}>
            {priceContext(listing)}
          </Section>
          {history && history.prices.length > 0 && <ListingPriceHistory history={history} />}
          {/* The box is about the estimate's drawn height (its form, figures and table), so little moves once it is. */}
          {mortgagePrice !== null && (
            <WhenNear placeholderClassName="h-[96rem] lg:h-[56rem]">
              <MortgageEstimate initial={{ status: offPlan ? 'off_plan' : 'ready' }} fixedPriceAed={mortgagePrice} linkToPage />
            </WhenNear>
          )}
        </div>
        <aside className="space-y-6" aria-label={t('listings.property.aside')}>
          <Section id="contact-title" title={t('listings.property.listedBy')} className="rounded-lg border border-slate-200 bg-white p-4">
            {agent ? (
              <div className="space-y-2">
                <p className="flex items-center gap-2">
                  <AgentLink agent={agent} className="font-medium text-brand-800 hover:underline" />
                </p>
                <AgentContact
                  agent={agent}
                  place={{ names: placesOfAddress(listing.address.full_name) }}
                  category={categoryOf(listing.property_type, listing.price.period === 'sell')}
                  publicUrl={listing.property_url}
                />
              </div>
            ) : (
              <p className="text-slate-600">{t('listings.property.noAgent')}</p>
            )}
            {listing.broker_id && (
              <p className="mt-3">
                <Link to="/brokers/$brokerId" params={{ brokerId: listing.broker_id }} className="text-brand-800 hover:underline">
                  {t('listings.property.brokerage')}
                </Link>
              </p>
            )}
            {listing.property_url && (
              <p className="mt-3 text-sm">
                <a href={listing.property_url} target="_blank" rel="noopener noreferrer" className="break-all text-brand-800 underline">
                  {t('listings.property.publicPage')}
                  <span className="sr-only">{t('listings.property.newTab')}</span>
                </a>
              </p>
            )}
          </Section>
          <Section id="where-title" title={t('listings.property.location')}>
            <p className="mb-2 text-sm text-slate-600">{address}</p>
            {point ? (
              <div className="h-64 overflow-hidden rounded-lg border border-slate-200">
                <PlaceMap point={point} label={t('listings.property.mapOf', { place: listing.address.full_name })} />
              </div>
            ) : (
              <p className="text-sm text-slate-500">{t('listings.property.noMap')}</p>
            )}
          </Section>
        </aside>
      </div>
    </article>
  );
}
