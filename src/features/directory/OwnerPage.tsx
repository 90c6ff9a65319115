/**
 * The page of one agent or brokerage: profile and listings. The service has no profile-by-id
 * endpoint: the profile shows what the data has said of this id (the directories' answers, kept
 * by our server: `/api/names`) and what the listings tell (areas, brokerage, agents). A link
 * carries the id only, never a name. The agent and brokerage pages differ only in the facts they
 * list and what sits beside the listings; this page reads the id and the listing filters from
 * its route (`/agents/$agentId`, `/brokers/$brokerId`) and writes filter changes back to it.
 */
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { RecordNotFound } from '../../components/states.tsx';
import { ApiError } from '../../lib/api.ts';
import { AsSent } from '../../components/AsSent.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import type { KnownName, OwnerListing } from '../../contract/index.ts';
import { useKnownName } from '../../lib/names.ts';
import { areasOf } from './derive.ts';
import { useOwnerListings } from './hooks.ts';
import { OwnerGuard } from './OwnerGuard.tsx';
import { OwnerListings, type ListingFilters } from './OwnerListings.tsx';
import { OWNER_KINDS } from './kinds.ts';
import { Fact, ProfileHeader } from './ProfileHeader.tsx';
import type { OwnerKind } from './queries.ts';
import { ownerPageSearch } from './search.ts';

interface Props {
  kind: OwnerKind;
  /** The subtitle under the name, from what the data says of this owner. */
  subtitle?: (known: KnownName | null) => string | undefined;
  /** The facts only this kind of owner has, from what the data says of it and this page of listings. */
  facts: (known: KnownName | null, records: OwnerListing[]) => ReactNode;
  /** How to reach the owner, under the facts: from what the data says of it and, once loaded, this page of listings. */
  contact?: (known: KnownName | null, records: OwnerListing[] | null) => ReactNode;
  /** Beside the listings (a brokerage's agents), from this page of listings. */
  aside?: (records: OwnerListing[], loading: boolean) => ReactNode;
}

export function OwnerPage(props: Props) {
  const params = useParams({ strict: false });
  const id = (props.kind === 'agent' ? params.agentId : params.brokerId) ?? '';
  return (
    <OwnerGuard kind={props.kind} id={id}>
      <OwnerProfile {...props} id={id} />
    </OwnerGuard>
  );
}

function OwnerProfile({ kind, id, subtitle, facts, contact, aside }: Props & { id: string }) {
  const { t } = useTranslation();
  const owner = OWNER_KINDS[kind];
  // The route validated its search with the same function: this only types it.
  const search = ownerPageSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const onFilters = (next: ListingFilters) => void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, ...next }) });
  const { known, isPending } = useKnownName(kind, id);
  const name = known?.name;
  const { listings, filters, hasNext } = useOwnerListings(kind, id, search);
  const records = listings.data?.data ?? [];
  // An id the data never named and the service does not know is no profile: "Agent 99999999"
  // would look real.
  const unknown = !name && !isPending && listings.error instanceof ApiError && listings.error.code === 'not_found';
  if (unknown) {
    return (
      <RecordNotFound title={t(`directory.owner.${kind}.notFound`)}>
        <p data-testid="owner-not-found">{t(`directory.owner.${kind}.notFoundText`, { id })}</p>
        <Link to={owner.directory} className="font-medium text-brand-700 underline">
          {t(`directory.owner.${kind}.find`)}
        </Link>
      </RecordNotFound>
    );
  }
  const areas = areasOf(records);
  const section = (
    <OwnerListings
      result={listings}
      filters={filters}
      defaultSort={owner.defaultSort}
      hasNext={hasNext}
      ownerLabel={name ?? t(`directory.owner.${kind}.self`)}
      onFilters={onFilters}
    />
  );

  return (
    <article className="space-y-6">
      <ProfileHeader
        kind={kind}
        title={name ?? (isPending ? '…' : t(`directory.owner.${kind}.unnamed`, { id }))}
        name={name}
        image={known?.image ?? undefined}
        subtitle={subtitle?.(known)}
      >
        <dl className="space-y-1 text-sm">
          {facts(known, records)}
          <Fact term={t('directory.owner.areas')}>
            {areas.length ? <AsSent>{areas.map((a) => a.area).join(' · ')}</AsSent> : undefined}
          </Fact>
        </dl>
        {contact?.(known, listings.isPending ? null : records)}
        {!name && !isPending && <p className="text-sm text-slate-500">{t(`directory.owner.${kind}.notNamed`)}</p>}
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
