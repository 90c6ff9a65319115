/**
 * Names asked in the same task go out together: one `/api/names/batch` request per kind (at most
 * NAMES_BATCH_MAX_IDS ids each), an id asked alone or of a form the batch refuses by `/api/names`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAMES_BATCH_MAX_IDS } from '../contract/index.ts';
import { installFakeApi } from '../testing/fake-api.ts';
import { askName } from './name-batch.ts';

afterEach(() => void vi.unstubAllGlobals());

describe('askName', () => {
  it('sends the ids of a kind asked in one task as one request, each answered as /api/names would', async () => {
    const api = installFakeApi();
    api.name('broker', '901', 'Harbour Homes');
    api.name('location', '50', 'Dubai Marina');
    const answers = await Promise.all([
      askName('broker', '900'),
      askName('broker', '901'),
      askName('broker', '900'),
      askName('location', '50'),
    ]);
    expect(answers).toEqual([
      { success: true },
      { success: true, broker: { name: 'Harbour Homes', image: null, coordinates: null, details: null } },
      { success: true },
      { success: true, location: { name: 'Dubai Marina', image: null, coordinates: null, details: null } },
    ]);
    // The brokerages together (each id once), the place alone.
    expect(api.callsTo('names/batch').map((q) => [q.get('kind'), q.get('ids')])).toEqual([['broker', '900,901']]);
    expect(api.callsTo('names').map((q) => q.toString())).toEqual(['location_id=50']);
  });

  it(`splits more than ${NAMES_BATCH_MAX_IDS} ids, and sends an id of a form the batch refuses alone`, async () => {
    const api = installFakeApi();
    const ids = Array.from({ length: NAMES_BATCH_MAX_IDS + 5 }, (_, i) => String(1000 + i));
    await Promise.all([...ids, '12x'].map((id) => askName('agent', id)));
    expect(api.callsTo('names/batch').map((q) => q.get('ids')!.split(',').length)).toEqual([NAMES_BATCH_MAX_IDS, 5]);
    expect(api.callsTo('names').map((q) => q.toString())).toEqual(['agent_id=12x']);
  });

  it('a failed request fails each id it carried, so each query can retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"success":false,"error":"store_unavailable","message":"down"}', { status: 503 }))),
    );
    const asked = [askName('broker', '1'), askName('broker', '2')];
    for (const one of asked) await expect(one).rejects.toMatchObject({ status: 503 });
  });
});
