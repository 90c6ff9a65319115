/**
 * Sold or rented transactions, generated one community at a time when first asked for, then kept.
 * A query of a community (or of a tower in it) generates that community; one of an emirate, each
 * of its communities not generated yet, and indexes them together. A community's rows depend on
 * the seed alone, never on which place was asked first, so the answers are the same whether
 * everything is generated at start-up (`prime`) or on demand.
 *
 * Why on demand: at real volumes (EMBEDDED_VOLUME_SCALE 10) and 1M listings the market is ~4.3M
 * rows, about 7 s and 0.5 GB to generate and index at start-up, most of it for places nobody asks
 * about. Why prime small markets anyway: then no answer waits for generation (a cold first query of
 * an emirate once cost 0.35-1.8 s; the bench holds cold answers to 10 ms).
 */
import { buildTransactionIndex, type TransactionIndex, type TransactionSort } from '../indexes.ts';
import type { Locations } from './locations.ts';
import { concatTables, generateTransactions, type TransactionTable } from './market.ts';

/** The rows under one location node, in one order. */
interface TransactionSlice {
  /** Rows of `table`, in order. */
  rows: Int32Array;
  /** One filter word per row of `table` (TX_FILTER). */
  filter: Uint16Array;
  table: TransactionTable;
}

export interface TransactionBook {
  /** Rows in all, generated yet or not. */
  readonly count: number;
  /** A community's rows (0 for any other node). */
  volumeOf(community: number): number;
  /** The rows under `node` (any location node) in `sort` order, generating what is missing. */
  under(node: number, sort: TransactionSort): TransactionSlice;
  /** Whether `under(node, ...)` answers without generating or indexing anything. */
  ready(node: number): boolean;
  /** Generate and index every place now. */
  prime(): void;
}

/** What the nodes of a community, or of a whole emirate, answer from. */
interface Indexed {
  index: TransactionIndex;
  table: TransactionTable;
}

/** `volumeOf(community)`: how many rows each community has. */
export function createTransactionBook(
  seed: number,
  locations: Locations,
  sold: boolean,
  asOf: number,
  volumeOf: (community: number) => number,
): TransactionBook {
  const { nodes } = locations;
  const volumes = new Map(locations.communities.map((c) => [c, volumeOf(c)]));
  /** Communities generated on their own, until their emirate is indexed. */
  const tables = new Map<number, TransactionTable>();
  /** By community or emirate node. */
  const indexed = new Map<number, Indexed>();

  const tableOf = (community: number): TransactionTable =>
    tables.get(community) ?? generateTransactions(seed, locations, sold, asOf, community, volumes.get(community)!);

  /** The node and every node below it. */
  const subtree = (node: number): number[] => {
    const out: number[] = [];
    const walk = (i: number) => {
      out.push(i);
      for (const child of nodes[i]!.children) walk(child);
    };
    walk(node);
    return out;
  };

  const indexCommunity = (community: number): Indexed => {
    const table = tableOf(community);
    tables.set(community, table);
    return { table, index: buildTransactionIndex(locations, table, subtree(community)) };
  };

  /**
   * The emirate's communities in one table, indexed for every node of the emirate; its communities
   * answer from it from then on (and their own tables and indexes, if any, are let go), so a
   * whole market holds each row once, as when everything is generated at start-up.
   */
  const indexEmirate = (emirate: number): Indexed => {
    const communities = nodes[emirate]!.children;
    const table = concatTables(communities.map(tableOf));
    const whole = { table, index: buildTransactionIndex(locations, table, subtree(emirate)) };
    for (const community of communities) {
      tables.delete(community);
      indexed.set(community, whole);
    }
    return whole;
  };

  /** Emirates are indexed as themselves; every other node through its community. */
  const keyOf = (node: number) => (nodes[node]!.kind === 'emirate' ? node : nodes[node]!.community);
  const indexOf = (key: number): Indexed => {
    let x = indexed.get(key);
    if (!x) {
      x = nodes[key]!.kind === 'emirate' ? indexEmirate(key) : indexCommunity(key);
      indexed.set(key, x);
    }
    return x;
  };

  return {
    count: [...volumes.values()].reduce((s, v) => s + v, 0),
    volumeOf: (community) => volumes.get(community) ?? 0,
    under(node, sort) {
      const { index, table } = indexOf(keyOf(node));
      return { rows: index.rows[sort].get(node)!, filter: index.filter, table };
    },
    ready: (node) => indexed.has(keyOf(node)),
    prime() {
      for (const emirate of locations.emirates) indexOf(emirate);
    },
  };
}
