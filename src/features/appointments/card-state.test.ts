import { describe, expect, it } from 'vitest';
import type { WashingCare } from '../../../contract/appointment';
import { cardStateOf } from './card-state';

const care = (state: WashingCare['state'], price: number | null = null): WashingCare => ({
  state,
  price,
  pickup_notice: '',
  notified_at: null,
});

describe('the state an appointment’s card shows', () => {
  it('is the booking’s own for a visit, and for a washing request before the piece is in', () => {
    expect(cardStateOf({ status: 'completed', washing: null })).toBe('completed');
    expect(cardStateOf({ status: 'confirmed', washing: care(null) })).toBe('confirmed');
    expect(cardStateOf({ status: 'cancelled', washing: care(null) })).toBe('cancelled');
  });

  it('follows the care once the boutique has the piece, never “completed” beside it', () => {
    expect(cardStateOf({ status: 'completed', washing: care('received') })).toBe('received');
    expect(cardStateOf({ status: 'completed', washing: care('received', 38_000) })).toBe('priced');
    expect(cardStateOf({ status: 'completed', washing: care('cleaning', 38_000) })).toBe(
      'cleaning',
    );
    expect(cardStateOf({ status: 'completed', washing: care('ready', 38_000) })).toBe('ready');
    expect(cardStateOf({ status: 'completed', washing: care('collected', 38_000) })).toBe(
      'collected',
    );
  });
});
