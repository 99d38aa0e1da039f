import type { Db } from '../../../db/database';
import { readSetting } from '../../content';
import type { PointsRule } from './pricing';

/** Settings (the `setting` table) that rule how points pay for an order. */
export const POINTS_FEN_PER_POINT_KEY = 'order.points_fen_per_point';
export const POINTS_MAX_PERCENT_KEY = 'order.points_max_percent';

/** Spec §9: 500 points are worth 10 yuan; points may pay half of an order. */
export const DEFAULT_FEN_PER_POINT = 2;
export const DEFAULT_POINTS_MAX_PERCENT = 50;

function integerSetting(value: string | null, fallback: number, min: number, max: number) {
  const parsed = value === null ? NaN : Number(value.trim());
  return Number.isInteger(parsed) && parsed >= min && parsed <= max ? parsed : fallback;
}

/** Worth of a point and the share of an order points may pay; the defaults when unset or bad. */
export async function pointsSettings(db: Db): Promise<Omit<PointsRule, 'balance'>> {
  const [fen, percent] = await Promise.all([
    readSetting(db, POINTS_FEN_PER_POINT_KEY),
    readSetting(db, POINTS_MAX_PERCENT_KEY),
  ]);
  return {
    fen_per_point: integerSetting(fen, DEFAULT_FEN_PER_POINT, 1, 1_000_000),
    max_percent: integerSetting(percent, DEFAULT_POINTS_MAX_PERCENT, 0, 100),
  };
}
