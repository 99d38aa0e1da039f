import type { MapPoint } from './map-point';

// The cities' names on the boutiques' map, kept off the markers and off each other.

export type LabelSide = 'right' | 'left' | 'above' | 'below';

export interface CityLabel {
  code: string;
  name: string;
  /** The point the label is written from, on the side of its boutiques it is on. */
  x: number;
  y: number;
  side: LabelSide;
}

const LABEL_HEIGHT = 14;
const LABEL_OFFSET = 13;
const MARKER_HALF = 7;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** About how wide a name is written at 12 px: Chinese characters full width, others half. */
export function labelWidth(name: string): number {
  return [...name].reduce((sum, char) => sum + (/[\u2e80-\uffff]/.test(char) ? 12 : 6.8), 0);
}

/**
 * Each city's name goes beside its boutiques, on the first side where it covers no marker and
 * no other name; a name that fits nowhere is left out (the markers still say it).
 */
export function placeLabels(
  cities: [string, { name: string; points: MapPoint[] }][],
  points: MapPoint[],
  size: { width: number; height: number },
): CityLabel[] {
  const taken: Box[] = points.map((point) => ({
    left: point.x * size.width - MARKER_HALF,
    right: point.x * size.width + MARKER_HALF,
    top: point.y * size.height - MARKER_HALF,
    bottom: point.y * size.height + MARKER_HALF,
  }));
  const labels: CityLabel[] = [];
  for (const [code, city] of cities) {
    const xs = city.points.map((point) => point.x * size.width);
    const ys = city.points.map((point) => point.y * size.height);
    const width = labelWidth(city.name);
    const middleX = (Math.min(...xs) + Math.max(...xs)) / 2;
    const middleY = (Math.min(...ys) + Math.max(...ys)) / 2;
    const candidates: { side: LabelSide; x: number; y: number; box: Box }[] = [
      {
        side: 'right',
        x: Math.max(...xs) + LABEL_OFFSET,
        y: middleY,
        box: { left: 0, right: width, top: -7, bottom: 7 },
      },
      {
        side: 'left',
        x: Math.min(...xs) - LABEL_OFFSET,
        y: middleY,
        box: { left: -width, right: 0, top: -7, bottom: 7 },
      },
      {
        side: 'above',
        x: middleX,
        y: Math.min(...ys) - LABEL_OFFSET,
        box: { left: -width / 2, right: width / 2, top: -LABEL_HEIGHT, bottom: 0 },
      },
      {
        side: 'below',
        x: middleX,
        y: Math.max(...ys) + LABEL_OFFSET,
        box: { left: -width / 2, right: width / 2, top: 0, bottom: LABEL_HEIGHT },
      },
    ];
    for (const candidate of candidates) {
      const box = {
        left: candidate.x + candidate.box.left,
        right: candidate.x + candidate.box.right,
        top: candidate.y + candidate.box.top,
        bottom: candidate.y + candidate.box.bottom,
      };
      const inside =
        box.left >= 4 &&
        box.right <= size.width - 4 &&
        box.top >= 4 &&
        box.bottom <= size.height - 4;
      if (!inside || taken.some((other) => overlaps(box, other))) continue;
      taken.push(box);
      labels.push({
        code,
        name: city.name,
        x: candidate.x / size.width,
        y: candidate.y / size.height,
        side: candidate.side,
      });
      break;
    }
  }
  return labels;
}
