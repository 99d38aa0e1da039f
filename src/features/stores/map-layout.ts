import type { MapPoint } from './map-point';
import { placeLabels, type CityLabel } from './map-labels';

// The boutiques' map, drawn by the page: an equirectangular projection of the area around the
// boutiques (longitude shrunk by the cosine of the middle latitude, so shapes keep their look),
// a light graticule and the cities' names. No tiles and no borders.

export interface MapPlace {
  id: number;
  city_code: string;
  city_name: string;
  latitude: number;
  longitude: number;
}

export interface GridLine {
  /** Share of the width (a meridian) or of the height (a parallel). */
  at: number;
  label: string;
}

export interface MapLayout {
  /** Height over width. */
  aspect: number;
  points: MapPoint[];
  meridians: GridLine[];
  parallels: GridLine[];
  cities: CityLabel[];
}

const MIN_SPAN_DEGREES = 4;
const MARGIN = 0.14;
const MIN_ASPECT = 0.6;
const MAX_ASPECT = 1.1;
const GRID_STEPS = [1, 2, 5, 10, 15, 30];
const MAX_GRID_LINES = 7;

interface Bounds {
  west: number;
  east: number;
  south: number;
  north: number;
}

/** The area shown: the boutiques with a margin, widened to a pleasant shape. */
function boundsOf(places: MapPlace[]): Bounds & { shrink: number } {
  const lons = places.map((place) => place.longitude);
  const lats = places.map((place) => place.latitude);
  const middle = (Math.min(...lats) + Math.max(...lats)) / 2;
  const shrink = Math.cos((middle * Math.PI) / 180);
  let lonSpan =
    Math.max(Math.max(...lons) - Math.min(...lons), MIN_SPAN_DEGREES) * (1 + 2 * MARGIN);
  let latSpan =
    Math.max(Math.max(...lats) - Math.min(...lats), MIN_SPAN_DEGREES) * (1 + 2 * MARGIN);
  const aspect = latSpan / (lonSpan * shrink);
  if (aspect < MIN_ASPECT) latSpan = lonSpan * shrink * MIN_ASPECT;
  if (aspect > MAX_ASPECT) lonSpan = latSpan / (shrink * MAX_ASPECT);
  const centreLon = (Math.min(...lons) + Math.max(...lons)) / 2;
  const centreLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  return {
    west: centreLon - lonSpan / 2,
    east: centreLon + lonSpan / 2,
    south: centreLat - latSpan / 2,
    north: centreLat + latSpan / 2,
    shrink,
  };
}

/** One step for both directions, so that the graticule's cells are alike. */
function gridStep(bounds: Bounds): number {
  const span = Math.max(bounds.east - bounds.west, bounds.north - bounds.south);
  return GRID_STEPS.find((step) => span / step <= MAX_GRID_LINES) ?? 30;
}

function gridLines(from: number, to: number, step: number, label: (degrees: number) => string) {
  const span = to - from;
  const lines: { degrees: number; at: number; label: string }[] = [];
  for (let degrees = Math.ceil(from / step) * step; degrees < to; degrees += step) {
    lines.push({ degrees, at: (degrees - from) / span, label: label(degrees) });
  }
  return lines;
}

const longitudeLabel = (degrees: number) =>
  degrees === 0 || Math.abs(degrees) === 180
    ? `${Math.abs(degrees)}°`
    : `${Math.abs(degrees)}°${degrees > 0 ? 'E' : 'W'}`;
const latitudeLabel = (degrees: number) =>
  degrees === 0 ? '0°' : `${Math.abs(degrees)}°${degrees > 0 ? 'N' : 'S'}`;

const SPREAD_ROUNDS = 60;
const EDGE = 0.03;

/**
 * Boutiques closer than `gap` (a share of the width) are pushed apart, a little at a time, so
 * that every marker can be seen and pressed while staying near its place.
 */
export function spreadPoints(points: MapPoint[], gap: number, aspect: number): MapPoint[] {
  const spread = points.map((point) => ({ ...point }));
  for (let round = 0; round < SPREAD_ROUNDS; round += 1) {
    let moved = false;
    for (const [index, a] of spread.entries()) {
      for (const [offset, b] of spread.slice(index + 1).entries()) {
        let dx = b.x - a.x;
        let dy = (b.y - a.y) * aspect;
        let distance = Math.hypot(dx, dy);
        if (distance >= gap) continue;
        if (distance < 1e-9) {
          // The same spot: part them in a direction of their own.
          const angle = (index + offset + 1) * 2.399963;
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          distance = 1;
        }
        const push = (gap - distance) / 2 + 1e-6;
        a.x -= (dx / distance) * push;
        b.x += (dx / distance) * push;
        a.y -= (dy / distance / aspect) * push;
        b.y += (dy / distance / aspect) * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return spread.map((point) => ({
    id: point.id,
    x: Math.min(Math.max(point.x, EDGE), 1 - EDGE),
    y: Math.min(Math.max(point.y, EDGE), 1 - EDGE),
  }));
}

export interface MapView {
  /** The least distance between two markers, as a share of the width. */
  gap: number;
  /** About how wide the map is drawn, to keep the cities' names apart. */
  widthPx: number;
  /** Its name is placed first. */
  chosenCity?: string;
}

/** Lays out the map of these boutiques. */
export function layoutMap(places: MapPlace[], view: MapView): MapLayout | null {
  if (places.length === 0) return null;
  const bounds = boundsOf(places);
  const lonSpan = bounds.east - bounds.west;
  const latSpan = bounds.north - bounds.south;
  const aspect = latSpan / (lonSpan * bounds.shrink);
  const projected = places.map((place) => ({
    id: place.id,
    x: (place.longitude - bounds.west) / lonSpan,
    y: (bounds.north - place.latitude) / latSpan,
  }));
  const points = spreadPoints(projected, view.gap, aspect);
  const step = gridStep(bounds);
  const byId = new Map(points.map((point) => [point.id, point]));

  const cities = new Map<string, { name: string; points: MapPoint[] }>();
  for (const place of places) {
    const point = byId.get(place.id);
    if (!point) continue;
    const city = cities.get(place.city_code) ?? { name: place.city_name, points: [] };
    city.points.push(point);
    cities.set(place.city_code, city);
  }
  const order = [...cities].sort(
    ([a], [b]) => Number(b === view.chosenCity) - Number(a === view.chosenCity),
  );
  const labels = placeLabels(order, points, { width: view.widthPx, height: view.widthPx * aspect });

  return {
    aspect,
    points,
    meridians: gridLines(bounds.west, bounds.east, step, longitudeLabel),
    parallels: gridLines(bounds.south, bounds.north, step, latitudeLabel).map((line) => ({
      at: 1 - line.at,
      label: line.label,
    })),
    cities: labels,
  };
}
