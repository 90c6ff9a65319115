/**
 * The page of one agent or brokerage: profile and listings. The service has no profile-by-id
 * endpoint: the profile shows what the data has said of this id (the directories' answers, kept
 * by our server: `/api/names`) and what the listings tell (areas, brokerage, agents). A link
 * carries the id only, never a name. The agent and brokerage pages differ only in the facts they
 * list and what sits beside the listings.
 */
import type { ReactNode } from 'react';
import type { KnownName, OwnerListing } from '../../contract/index.ts';
import { useKnownName } from '../../lib/names.ts';
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
  /** The page's URL search: the listing filters. */
  search: OwnerListingSearch;
  onFilters: (next: ListingFilters) => void;
  /** The subtitle under the name, from what the data says of this owner. */
  subtitle?: (known: KnownName | null) => string | undefined;
  /** The facts only this kind of owner has, from what the data says of it and this page of listings. */
  facts: (known: KnownName | null, records: OwnerListing[]) => ReactNode;
  /** Beside the listings (a brokerage's agents), from this page of listings. */
  aside?: (records: OwnerListing[], loading: boolean) => ReactNode;
}

export function OwnerPage(props: Props) {
  return (
    <OwnerGuard kind={props.kind} id={props.id}>
      <OwnerProfile {...props} />
    </OwnerGuard>
  );
}

function OwnerProfile({ kind, id, search, onFilters, subtitle, facts, aside }: Props) {
  const owner = OWNER_KINDS[kind];
  const { known, isPending } = useKnownName(kind, id);
  const name = known?.name;
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
      ownerLabel={name ?? `this ${owner.noun}`}
      onFilters={onFilters}
    />
  );

  return (
    <article className="space-y-6">
      <ProfileHeader
        directory={owner.directory}
        title={name ?? (isPending ? '…' : `${noun} ${id}`)}
        name={name}
        image={known?.image ?? undefined}
        imageShape={owner.imageShape}
        subtitle={subtitle?.(known)}
      >
        <dl className="space-y-1 text-sm">
          {facts(known, records)}
          <Fact term="Areas in these listings">{areas.length ? areas.map((a) => a.area).join(' · ') : undefined}</Fact>
        </dl>
        {!name && !isPending && (
          <p className="text-sm text-slate-500">
            The data has not named this {owner.noun} to us yet, so the profile shows what {kind === 'agent' ? 'their' : 'its'} listings tell
            us.
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
