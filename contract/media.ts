/** Where the shop serves a stored picture at one of its widths (see server/media). */
export function mediaUrl(path: string, width: number): string {
  return `/media/${path}-${width}.webp`;
}
