/**
 * `GET /api/places` (the place catalogue) and `GET /api/insights/areas` (area figures), answered
 * from the market store only: neither ever calls the data service. Area figures are collected by
 * the collector within its budget (store/areas.ts); a request naming places by `ids` moves the
 * ones not collected yet to the front of its queue, and that is all it causes.
 */
import type { FastifyInstance } from 'fastify';
import { INSIGHT_ENDPOINTS, parseAreaIds, type AreasAnswer, type CataloguedPlace, type PlacesAnswer } from '../../src/contract/index.ts';
import type { AreaBudget, AreaStore } from '../store/areas.ts';
import type { Collector, PlaceCoverage } from '../store/collector.ts';
import type { Ledger } from '../store/ledger.ts';
import type { PlaceCatalogue } from '../store/places.ts';
import { errorBody, frameworkClientError } from '../upstream/errors.ts';
import { sendFigures } from './insights.ts';
import { queryReader, sendBadRequest } from './request.ts';

/** Each endpoint's query reader (request.ts: the one parse and the one 400). */
const readers = {
  places: queryReader(INSIGHT_ENDPOINTS.places),
  areas: queryReader(INSIGHT_ENDPOINTS['insights/areas']),
};

export interface AreaRoutesOptions {
  catalogue: PlaceCatalogue;
  areas: AreaStore;
  /** COLLECT_AREA_PAGES: with none given, asking for places queues nothing. */
  areaBudget: AreaBudget;
  collector: Collector;
  ledger: Ledger;
  now?: () => number;
}

export function areaRoutes(app: FastifyInstance, opts: AreaRoutesOptions, done: () => void): void {
  const { catalogue, areas, collector, ledger } = opts;
  const now = opts.now ?? Date.now;

  // As the other insights: a failing store is a 503 worth a retry; framework 4xx keep their status.
  app.setErrorHandler(async (err: Error & { statusCode?: number }, req, reply) => {
    const client = frameworkClientError(err);
    if (client) return reply.code(client.status).type('application/json; charset=utf-8').send(client.body);
    req.log.error({ err }, 'market store failure');
    return reply.code(503).header('retry-after', '5').type('application/json; charset=utf-8').send(errorBody('store_unavailable'));
  });

  app.get('/places', async (req, reply) => {
    const q = readers.places.read(req, reply);
    if (!q) return reply;
    const [places, reference] = await Promise.all([catalogue.list(q.emirate), catalogue.referenceProgress()]);
    return sendFigures(reply, {
      success: true,
      emirate: q.emirate ?? null,
      count: places.length,
      places,
      reference,
    } satisfies PlacesAnswer);
  });

  app.get('/insights/areas', async (req, reply) => {
    const q = readers.areas.read(req, reply);
    if (!q) return reply;
    let places: CataloguedPlace[];
    if (q.ids !== undefined) {
      const ids = parseAreaIds(q.ids);
      if ('error' in ids) return sendBadRequest(reply, [{ param: 'ids', message: ids.error }]);
      places = await catalogue.byIds(ids.ids);
      const unknown = ids.ids.filter((id) => !places.some((p) => p.id === id));
      if (unknown.length) {
        return sendBadRequest(reply, [
          { param: 'ids', message: `names places the catalogue does not hold: ${unknown.join(', ')} (see /api/places)` },
        ]);
      }
      if (q.emirate) places = places.filter((p) => p.emirate === q.emirate);
    } else {
      places = await catalogue.list(q.emirate, ['community']);
    }
    // Registered sales are the ledger's: only places it holds sales of, never a read for this.
    const held = await Promise.all((await areas.withSales(places.map((p) => p.id))).map((id) => ledger.coverage(id, 'sold')));
    const placed = await collector.withStatus(held.filter((c) => c.records > 0));
    const sales = new Map<string, PlaceCoverage>(placed.map((c) => [c.locationId, c]));
    const rows = await areas.figures(places, q.property_type, q.bedrooms, sales);
    // Places asked for by id that are not collected yet go to the front of the collector's queue.
    if (q.ids !== undefined && (await opts.areaBudget.left()) > 0) {
      for (const r of rows) if (!r.asking || !r.rent || !r.supply || !r.priceLevel) await collector.refreshLater(r.id, 'area:figures', {});
    }
    return sendFigures(reply, {
      success: true,
      asOf: new Date(now()).toISOString(),
      emirate: q.emirate ?? null,
      propertyType: q.property_type,
      bedrooms: q.bedrooms ?? null,
      places: rows,
      coverage: {
        places: rows.length,
        priceLevel: rows.filter((r) => r.priceLevel).length,
        listings: rows.filter((r) => r.asking && r.rent).length,
        sales: rows.filter((r) => r.sales).length,
        supply: rows.filter((r) => r.supply).length,
      },
    } satisfies AreasAnswer);
  });
  done();
}
