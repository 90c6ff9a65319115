/**
 * What a directory card or a listing hands to an agent's or a brokerage's page through its link
 * (there is no get-by-id endpoint to ask later). Only defined, non-empty values are carried.
 */
import type { AgentDetailed, AgentSimple, BrokerDetailed, BrokerSimple } from '../../contract/index.ts';
import { definedOnly } from '../../lib/url-search.ts';
import type { AgentHints, BrokerHints } from './search.ts';

const text = (value: string | null | undefined) => value?.trim() || undefined;

export function agentHintsFromSimple(agent: AgentSimple): Partial<AgentHints> {
  return definedOnly({
    name: text(agent.name),
    photo: text(agent.image),
    position: text(agent.position),
    nationality: text(agent.nationality),
    broker: text(agent.broker_name),
  });
}

export function agentHintsFromDetailed(agent: AgentDetailed, photo?: string | null): Partial<AgentHints> {
  return definedOnly({
    name: text(agent.name),
    photo: text(photo),
    position: text(agent.position),
    nationality: text(agent.nationality?.name),
    broker: text(agent.broker?.name),
    broker_id: text(agent.broker?.id),
  });
}

export function brokerHintsFromSimple(broker: BrokerSimple): Partial<BrokerHints> {
  return definedOnly({
    name: text(broker.name),
    logo: text(broker.logo),
    address: text(broker.address),
    city: text(broker.location),
  });
}

export function brokerHintsFromDetailed(broker: BrokerDetailed, logo?: string | null): Partial<BrokerHints> {
  return definedOnly({
    name: text(broker.name),
    logo: text(logo),
    address: text(broker.address),
    city: text(broker.location),
    phone: text(broker.phone),
  });
}

/** "+971 4 380 6683" -> "+97143806683", for `tel:` links. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
