/**
 * A brokerage in the directory: the simple card from `/search-brokers`, the detailed one from
 * `/search-brokers-detailed` (adds phone and description; its logo is borrowed from the simple
 * record by id, the detailed record has none).
 */
import { AsSent } from '../../components/AsSent.tsx';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { BrokerDetailed, BrokerSimple } from '../../contract/index.ts';
import { Img } from '../../components/Img.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { ContactActions } from '../../components/ContactActions.tsx';
import { emailOf } from '../../lib/contact.ts';
import { PropertiesCount } from './PropertiesCount.tsx';

interface FrameProps {
  id: string;
  name: string;
  logo: string | null | undefined;
  city: string | null | undefined;
  address: string | null | undefined;
  count: number | null | undefined;
  testId: string;
  children?: ReactNode;
}

/** What both cards show: logo, linked name, city, address, properties count. */
function BrokerCardFrame({ id, name, logo, city, address, count, testId, children }: FrameProps) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <div className="flex items-start gap-3">
        <Img
          src={logo ?? undefined}
          alt=""
          fallbackText={name}
          className="h-14 w-24 shrink-0 rounded border border-slate-100 bg-white object-contain text-base"
        />
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            <Link to="/brokers/$brokerId" params={{ brokerId: id }} className="hover:underline">
              <AsSent>{name}</AsSent>
            </Link>
          </h3>
          {city && (
            <p className="text-sm text-slate-600">
              <AsSent>{city}</AsSent>
            </p>
          )}
        </div>
      </div>
      {address && (
        <address className="text-sm not-italic text-slate-600">
          <AsSent>{address}</AsSent>
        </address>
      )}
      {children}
      <PropertiesCount count={count} className="mt-auto" />
    </article>
  );
}

export function BrokerSimpleCard({ broker }: { broker: BrokerSimple }) {
  return (
    <BrokerCardFrame
      testId="broker-card"
      id={broker.id}
      name={broker.name}
      logo={broker.logo}
      city={broker.location}
      address={broker.address}
      count={broker.total_properties}
    />
  );
}

export function BrokerDetailedCard({ broker, logo }: { broker: BrokerDetailed; logo?: string | null }) {
  return (
    <BrokerCardFrame
      testId="broker-card-detailed"
      id={broker.id}
      name={broker.name}
      logo={logo}
      city={broker.location}
      address={broker.address}
      count={broker.totalProperties}
    >
      <ContactActions name={broker.name} phone={broker.phone} email={emailOf(broker)} compact />
      <div translate="no" dir="auto">
        <SafeHtml html={broker.description} className="text-sm text-slate-700" />
      </div>
    </BrokerCardFrame>
  );
}
