/** The widths every picture is offered in. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** Picture paths: lower-case segments of letters, digits, '-' and '_', separated by '/'. */
const PATH = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/;

export function isMediaPath(value: string): boolean {
  return PATH.test(value) && value.length <= 160;
}

export function isMediaWidth(value: number): value is MediaWidth {
  return (MEDIA_WIDTHS as readonly number[]).includes(value);
}
