/**
 * A place as an address line writes it: its names from the largest, one space apart, leaving out
 * those the server answers empty (a county-level city that is its own area, a city's former 市辖区).
 */
export function placeLine(...names: readonly string[]): string {
  return names
    .map((name) => name.trim())
    .filter(Boolean)
    .join(' ');
}
