import { describe, expect, it } from 'vitest';
import { labelWidth } from './map-labels';
import { layoutMap, spreadPoints, type MapPlace } from './map-layout';

const place = (id: number, city: string, longitude: number, latitude: number): MapPlace => ({
  id,
  city_code: city,
  city_name: city,
  latitude,
  longitude,
});

const VIEW = { gap: 0.03, widthPx: 600 };

const shanghai = [place(1, '上海', 121.47, 31.23), place(2, '上海', 121.45, 31.22)];
const beijing = place(3, '北京', 116.4, 39.9);
const chengdu = place(4, '成都', 104.07, 30.67);

describe('layoutMap', () => {
  it('draws nothing without boutiques', () => {
    expect(layoutMap([], VIEW)).toBeNull();
  });

  it('keeps every boutique inside the map, east to the right and north at the top', () => {
    const map = layoutMap([...shanghai, beijing, chengdu], VIEW);
    if (!map) throw new Error('no map');
    for (const point of map.points) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(1);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(1);
    }
    const at = (id: number) => map.points.find((point) => point.id === id);
    expect(at(4)?.x).toBeLessThan(at(3)?.x ?? 0);
    expect(at(3)?.y).toBeLessThan(at(4)?.y ?? 0);
  });

  it('keeps a pleasant shape and draws a few labelled graticule lines', () => {
    const map = layoutMap([...shanghai, beijing, chengdu], VIEW);
    if (!map) throw new Error('no map');
    expect(map.aspect).toBeGreaterThanOrEqual(0.6 - 1e-9);
    expect(map.aspect).toBeLessThanOrEqual(1.1 + 1e-9);
    expect(map.meridians.length).toBeGreaterThan(1);
    expect(map.meridians.length).toBeLessThanOrEqual(7);
    expect(map.meridians.map((line) => line.label)).toContain('110°E');
    expect(map.parallels.map((line) => line.label)).toContain('35°N');
    for (const line of [...map.meridians, ...map.parallels]) {
      expect(line.at).toBeGreaterThan(0);
      expect(line.at).toBeLessThan(1);
    }
  });

  it('labels each city once, with its name', () => {
    const map = layoutMap([...shanghai, beijing, chengdu], VIEW);
    expect(map?.cities.map((city) => city.name).sort()).toEqual(['上海', '成都', '北京'].sort());
  });

  it('shows a single boutique in the middle of a small area', () => {
    const map = layoutMap([beijing], VIEW);
    expect(map?.points[0]?.x).toBeCloseTo(0.5);
    expect(map?.points[0]?.y).toBeCloseTo(0.5);
  });
});

describe('spreadPoints', () => {
  it('sets boutiques on the same spot apart by at least the gap', () => {
    const spread = spreadPoints(
      [
        { id: 1, x: 0.5, y: 0.5 },
        { id: 2, x: 0.5, y: 0.5 },
        { id: 3, x: 0.5, y: 0.5 },
      ],
      0.04,
      1,
    );
    for (const [index, a] of spread.entries()) {
      for (const b of spread.slice(index + 1)) {
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(0.04 - 1e-6);
      }
    }
  });

  it('leaves boutiques that are far enough apart where they are', () => {
    const points = [
      { id: 1, x: 0.2, y: 0.2 },
      { id: 2, x: 0.6, y: 0.7 },
    ];
    expect(spreadPoints(points, 0.04, 0.8)).toEqual(points);
  });
});

describe('city names on the map', () => {
  const crowded = [
    place(1, '上海市', 121.47, 31.23),
    place(2, '杭州市', 120.16, 30.27),
    place(3, '南京市', 118.8, 32.06),
    place(4, '苏州市', 120.58, 31.3),
    place(5, '无锡市', 120.3, 31.57),
    place(6, '成都市', 104.07, 30.67),
  ];

  it('never writes one name over another or over a marker', () => {
    const width = 350;
    const map = layoutMap(crowded, { gap: 0.07, widthPx: width });
    if (!map) throw new Error('no map');
    const height = width * map.aspect;
    const boxes = map.cities.map((city) => {
      const w = labelWidth(city.name);
      const x = city.x * width;
      const y = city.y * height;
      const left = city.side === 'right' ? x : city.side === 'left' ? x - w : x - w / 2;
      const top = city.side === 'above' ? y - 14 : city.side === 'below' ? y : y - 7;
      return { left, right: left + w, top, bottom: top + 14 };
    });
    const markers = map.points.map((point) => ({
      left: point.x * width - 7,
      right: point.x * width + 7,
      top: point.y * height - 7,
      bottom: point.y * height + 7,
    }));
    const overlap = (a: (typeof boxes)[number], b: (typeof boxes)[number]) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const [index, box] of boxes.entries()) {
      expect(boxes.slice(index + 1).some((other) => overlap(box, other))).toBe(false);
      expect(markers.some((marker) => overlap(box, marker))).toBe(false);
    }
    expect(map.cities.length).toBeGreaterThan(1);
  });

  it('names the chosen city first, so that it is always named', () => {
    for (const chosen of ['无锡市', '苏州市', '上海市']) {
      const map = layoutMap(crowded, { gap: 0.07, widthPx: 350, chosenCity: chosen });
      expect(map?.cities[0]?.code).toBe(chosen);
    }
  });
});
