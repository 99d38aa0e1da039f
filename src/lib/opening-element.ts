/**
 * The JSON an opening document carries in the element of that id, read once (the element is
 * removed); null without it, or when it is damaged.
 */
export function takeOpeningElement<T>(id: string): Partial<T> | null {
  const element = document.getElementById(id);
  if (!element) return null;
  element.remove();
  try {
    const data: unknown = JSON.parse(element.textContent ?? '');
    return data && typeof data === 'object' ? (data as Partial<T>) : null;
  } catch {
    return null;
  }
}
