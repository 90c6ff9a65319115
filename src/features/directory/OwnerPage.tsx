/**
 * The page of one agent or brokerage: profile and listings. The service has no profile-by-id
 * endpoint: the profile shows what the directory link carried and what the listings tell (areas,
 * brokerage, agents). A pasted link with only the id still shows the listings and a profile from
 * them. The agent and brokerage pages differ only in the facts they list and what sits beside
 * the listings.
 */
import type { ReactNode } from 'react';
import type { OwnerListing } from '../../contract/index.ts';
import { areasOf } from './derive.ts';
import { useOwnerListings } from './hooks.ts';
import { OwnerGuard } from './OwnerGuard.tsx';
import { OwnerListings, type ListingFilters } from './OwnerListings.tsx';
import { OWNER_KINDS } from './kinds.ts';
import { Fact, ProfileHeader } from './ProfileHeader.tsx';
import type { OwnerKind } from './queries.ts';
import type { OwnerListingSearch } from './search.ts';

interface Props {
  kind: OwnerKind;
  id: string;
  /** The page's URL search: the listing filters and the name the link carried. */
  search: OwnerListingSearch & { name?: string };
  onFilters: (next: ListingFilters) => void;
  image: string | undefined;
  subtitle: string | undefined;
  /** The facts only this kind of owner has, from the link and from this page of listings. */
  facts: (records: OwnerListing[]) => ReactNode;
  /** Beside the listings (a brokerage's agents), from this page of listings. */
  aside?: (records: OwnerListing[], loading: boolean) => ReactNode;
  /** Passed on to the agent links in a brokerage's listings. */
  brokerName?: string;
}

export function OwnerPage(props: Props) {
  return (
    <OwnerGuard kind={props.kind} id={props.id}>
      <OwnerProfile {...props} />
    </OwnerGuard>
  );
}

function OwnerProfile({ kind, id, search, onFilters, image, subtitle, facts, aside, brokerName }: Props) {
  const owner = OWNER_KINDS[kind];
  const { listings, filters, hasNext } = useOwnerListings(kind, id, search);
  const records = listings.data?.data ?? [];
  const areas = areasOf(records);
  const noun = `${owner.noun.charAt(0).toUpperCase()}${owner.noun.slice(1)}`;
  const section = (
    <OwnerListings
      result={listings}
      filters={filters}
      defaultSort={owner.defaultSort}
      hasNext={hasNext}
      brokerName={brokerName}
      ownerLabel={search.name ?? `this ${owner.noun}`}
      onFilters={onFilters}
    />
  );

  return (
    <article className="space-y-6">
      <ProfileHeader
        directory={owner.directory}
        title={search.name ?? `${noun} ${id}`}
        name={search.name}
        image={image}
        imageShape={owner.imageShape}
        subtitle={subtitle}
      >
        <dl className="space-y-1 text-sm">
          {facts(records)}
          <Fact term="Areas in these listings">{areas.length ? areas.map((a) => a.area).join(' · ') : undefined}</Fact>
        </dl>
        {!search.name && (
          <p className="text-sm text-slate-500">
            This link carried only the {owner.noun}’s id, so the profile shows what {kind === 'agent' ? 'their' : 'its'} listings tell us.
          </p>
        )}
      </ProfileHeader>
      {aside ? (
        <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
          {section}
          {aside(records, listings.isPending)}
        </div>
      ) : (
        section
      )}
    </article>
  );
}
