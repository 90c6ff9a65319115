/**
 * Reading the service's comma-joined addresses ("building, [sub-community,] community, city").
 * Records carry no location id, so the community is found by name: one reading for the whole app.
 * The parts split like the service's other comma lists.
 */
import { splitList as partsOf } from '../contract/index.ts';

/**
 * The community of an address: the part before the city ("Tower A, Cluster B, Jumeirah Lake
 * Towers, Dubai" -> "Jumeirah Lake Towers"). An address of one part is the community itself.
 */
export function communityOf(fullName: string): string | null {
  const parts = partsOf(fullName);
  if (!parts.length) return null;
  return parts.length === 1 ? parts[0]! : parts[parts.length - 2]!;
}

/** The area of an address for people: community and city ("Palm Jumeirah, Dubai"). */
export function areaOf(fullName: string): string {
  return partsOf(fullName).slice(-2).join(', ');
}

const sameName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** The location suggestion named exactly `name` (ignoring case and spacing), if any. */
export function exactMatch<T extends { name: string }>(suggestions: readonly T[], name: string): T | undefined {
  return suggestions.find((s) => sameName(s.name) === sameName(name));
}
