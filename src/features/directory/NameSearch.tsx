/**
 * Find an agent or a brokerage by name. The service's directories have no name filter, so this
 * searches the names the data has given so far (listings and directories, as people browse them:
 * `/api/names/search`), and says how many that is, so nobody takes it for the whole market.
 * The name is in the URL (`?name=`), so a search can be shared and Back returns to it.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type SyntheticEvent } from 'react';
import { Trans } from '../../lib/i18n/Trans.tsx';
import { useTranslation } from '../../lib/i18n/react.ts';
import { NAME_SEARCH_MIN_LETTERS, type KnownName } from '../../contract/index.ts';
import { AsSent } from '../../components/AsSent.tsx';
import { ContactActions } from '../../components/ContactActions.tsx';
import { controlClass, labelClass } from '../../components/form/Field.tsx';
import { Img } from '../../components/Img.tsx';
import { ErrorState } from '../../components/states.tsx';
import { insightQuery } from '../../lib/insights.ts';
import type { DirectoryKind } from './kinds.ts';

const KIND = { agents: 'agent', brokers: 'broker' } as const satisfies Record<DirectoryKind, string>;

interface Props {
  kind: DirectoryKind;
  /** The name searched for (from the URL), if any. */
  name: string | undefined;
  /** Search for a name, or clear the search (undefined). */
  onName: (name: string | undefined) => void;
}

export function NameSearch({ kind, name, onName }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(name ?? '');
  const [tooShort, setTooShort] = useState(false);
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    const wanted = text.replace(/\s+/g, ' ').trim();
    if (wanted.replace(/\s/g, '').length < NAME_SEARCH_MIN_LETTERS) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    onName(wanted);
  };
  return (
    <div className="space-y-3">
      <form
        role="search"
        aria-label={t(`directory.nameSearch.${kind}.form`)}
        onSubmit={submit}
        className="flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 bg-white p-4"
        noValidate
      >
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor={`${id}-name`} className={labelClass}>
            {t(`directory.nameSearch.${kind}.label`)}
          </label>
          <input
            id={`${id}-name`}
            type="search"
            value={text}
            maxLength={60}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
            aria-invalid={tooShort || undefined}
            aria-describedby={tooShort ? `${id}-short` : undefined}
            className={controlClass(tooShort)}
          />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          {t('directory.nameSearch.find')}
        </button>
        {tooShort && (
          <p id={`${id}-short`} className="basis-full text-sm text-red-700" role="alert">
            {t('directory.nameSearch.tooShort', { count: NAME_SEARCH_MIN_LETTERS })}
          </p>
        )}
      </form>
      {name && (
        <NameMatchesList
          kind={kind}
          name={name}
          onClear={() => {
            setText('');
            onName(undefined);
          }}
        />
      )}
    </div>
  );
}

function NameMatchesList({ kind, name, onClear }: { kind: DirectoryKind; name: string; onClear: () => void }) {
  const { t } = useTranslation();
  const result = useQuery(insightQuery('names/search', { kind: KIND[kind], q: name }));
  const titleId = `${kind}-name-results`;
  let body;
  if (result.isPending) {
    body = <p className="text-sm text-slate-600">{t('directory.nameSearch.searching')}</p>;
  } else if (result.isError) {
    body = (
      <ErrorState
        error={result.error}
        what={t(`directory.list.what.${kind === 'agents' ? 'agents' : 'brokerages'}`)}
        onRetry={() => void result.refetch()}
      />
    );
  } else {
    const { data, total, known } = result.data;
    body = (
      <>
        <p className="text-sm text-slate-600" role="status" data-testid="name-search-summary">
          {t(`directory.nameSearch.${kind}.summary`, { total, known })}
          {total > data.length && <> {t('directory.nameSearch.narrow', { shown: data.length })}</>}
        </p>
        {data.length > 0 ? (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="name-matches">
            {data.map((m) => (
              <li key={m.id}>
                <NameMatch kind={kind} id={m.id} known={m} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">{t(`directory.nameSearch.${kind}.none`)}</p>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby={titleId} className="space-y-2 rounded-lg border border-brand-100 bg-brand-50/40 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          <Trans i18nKey={`directory.nameSearch.${kind}.title`} values={{ name }} components={{ name: <AsSent /> }} />
        </h2>
        <button type="button" onClick={onClear} className="text-sm font-medium text-brand-800 underline">
          {t('directory.nameSearch.clear')}
        </button>
      </div>
      {body}
    </section>
  );
}

/** One match: picture, linked name, what the directories said, and how to reach them. */
function NameMatch({ kind, id, known }: { kind: DirectoryKind; id: string; known: KnownName }) {
  const details = known.details ?? {};
  const link =
    kind === 'agents' ? (
      <Link to="/agents/$agentId" params={{ agentId: id }} className="hover:underline">
        <AsSent>{known.name}</AsSent>
      </Link>
    ) : (
      <Link to="/brokers/$brokerId" params={{ brokerId: id }} className="hover:underline">
        <AsSent>{known.name}</AsSent>
      </Link>
    );
  const about = kind === 'agents' ? [details.position, details.broker_name] : [details.city, details.address];
  return (
    <article className="flex h-full gap-3 rounded-lg border border-slate-200 bg-white p-3" data-testid="name-match">
      <Img
        src={known.image ?? undefined}
        alt=""
        fallbackText={known.name}
        className={kind === 'agents' ? 'h-12 w-12 shrink-0 rounded-full object-cover' : 'h-12 w-20 shrink-0 rounded object-contain'}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="font-semibold text-slate-900">{link}</h3>
        {about.filter(Boolean).map((line) => (
          <p key={line} className="truncate text-sm text-slate-600">
            <AsSent>{line}</AsSent>
          </p>
        ))}
        <ContactActions name={known.name} phone={details.phone} email={details.email} compact />
      </div>
    </article>
  );
}
