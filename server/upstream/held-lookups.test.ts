/**
 * A developer or project drawn in its page's first view only where every list page the page's own
 * walk reads is held fresh (server/upstream/held-lookups.ts); found by the same walk, so the
 * record is the page's.
 */
import { describe, expect, it } from 'vitest';
import { DEVELOPER_LOCATIONS, apiPath, type EndpointName, type QueryOf } from '../../src/contract/index.ts';
import { heldLookup } from './held-lookups.ts';

const developer = (id: string) => ({
  id,
  name: `Developer ${id}`,
  description: null,
  established_since: null,
  num_projects_online: 1,
  logo_url: null,
  slug: id,
});
const project = (id: string) => ({ listing_id: id, name: `Project ${id}`, images: [`/media/project/${id}/1.svg`] });

/** A cache holding these pages fresh (by the canonical path a page asks them at). */
function cache(pages: Record<string, unknown[]>) {
  const asked: string[] = [];
  return {
    asked,
    answers: {
      heldFresh<E extends EndpointName>(endpoint: E, query: QueryOf<E>) {
        const path = apiPath<EndpointName>(endpoint, query);
        asked.push(path);
        const data = pages[path];
        return data ? { text: JSON.stringify({ success: true, data }), storedAt: 1000 } : null;
      },
    },
  };
}

const developers = (location: string, page: number) =>
  apiPath('real-estate-developer', { location, page } as QueryOf<'real-estate-developer'>);
const projects = (query: QueryOf<'search-new-projects'>) => apiPath('search-new-projects', query);

describe('heldLookup', () => {
  it("finds a developer where every emirate's pages its walk reads are held, as of when it was found", async () => {
    const pages: Record<string, unknown[]> = { [developers('dubai', 1)]: [developer('d-1'), developer('d-2')] };
    // Every other emirate's list ends on its first page (none of them names the developer).
    for (const e of DEVELOPER_LOCATIONS) if (e !== 'dubai') pages[developers(e, 1)] = [];
    const { answers, asked } = cache(pages);
    const lookup = { lookup: 'developer', query: { id: 'd-2', hint: 'dubai' } } as const;
    expect(await heldLookup(lookup, answers, () => 5000)).toEqual({
      answer: lookup,
      body: { developer: developer('d-2'), emirates: ['dubai'] },
      storedAt: 5000,
    });
    expect(asked).toHaveLength(DEVELOPER_LOCATIONS.length);
  });

  it('finds none where a page the walk reads is not held, or where the lists read do not name it', async () => {
    const pages: Record<string, unknown[]> = { [developers('dubai', 1)]: [developer('d-1')] };
    const lookup = { lookup: 'developer', query: { id: 'd-1', hint: 'dubai' } } as const;
    // Dubai's list is held; the next emirate's is not.
    expect(await heldLookup(lookup, cache(pages).answers)).toBeNull();
    for (const e of DEVELOPER_LOCATIONS) if (e !== 'dubai') pages[developers(e, 1)] = [];
    expect(await heldLookup({ lookup: 'developer', query: { id: 'd-9' } }, cache(pages).answers)).toBeNull();
  });

  it('finds a project on the page its link names first, or none where that page is not held', async () => {
    const search = { location_id: '50', page: 2 };
    const pages = { [projects({ location_id: '50', page: 2 })]: [project('p-1'), project('p-2')] };
    const lookup = { lookup: 'project', query: { id: 'p-2', search } } as const;
    expect(await heldLookup(lookup, cache(pages).answers, () => 5000)).toEqual({
      answer: lookup,
      body: { project: project('p-2'), read: 2 },
      storedAt: 5000,
    });
    expect(
      await heldLookup({ lookup: 'project', query: { id: 'p-2', search: { location_id: '51', page: 2 } } }, cache(pages).answers),
    ).toBeNull();
  });
});
