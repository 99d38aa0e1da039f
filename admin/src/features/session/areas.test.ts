import { describe, expect, it } from 'vitest';
import type { Permission, SignedInStaff } from '../../../../contract/staff';
import { areasOf, landingOf } from './areas';

function staffWith(permissions: Permission[], extra: Partial<SignedInStaff> = {}): SignedInStaff {
  return {
    id: 1,
    account: 'wang',
    display_name: 'Wang',
    role: 'warehouse',
    disabled: false,
    must_change_password: false,
    second_factor: false,
    created_at: 0,
    permissions,
    second_factor_required: false,
    recovery_codes_left: 0,
    ...extra,
  };
}

describe("the console's areas", () => {
  it('offers an owner every area, and opens on the dashboard', () => {
    const owner = staffWith(
      ['staff.manage', 'settings.manage', 'audit.read', 'dashboard.read', 'orders.read'],
      { role: 'owner' },
    );
    expect(areasOf(owner)).toEqual([
      '/dashboard',
      '/orders',
      '/aftersales',
      '/staff',
      '/audit',
      '/settings',
      '/account',
    ]);
    expect(landingOf(owner)).toBe('/dashboard');
  });

  it('opens on the dashboard for a manager too, who has no staff or settings', () => {
    const manager = staffWith(['audit.read', 'dashboard.read', 'orders.read'], { role: 'manager' });
    expect(areasOf(manager)).toEqual([
      '/dashboard',
      '/orders',
      '/aftersales',
      '/audit',
      '/account',
    ]);
    expect(landingOf(manager)).toBe('/dashboard');
  });

  it('opens on the first area it may use for a role without the figures', () => {
    const withoutFigures = staffWith(['audit.read', 'orders.read']);
    expect(areasOf(withoutFigures)).toEqual(['/orders', '/aftersales', '/audit', '/account']);
    expect(landingOf(withoutFigures)).toBe('/orders');
  });

  it('offers a warehouse account the orders, the after-sales queue and its own account', () => {
    const warehouse = staffWith(['orders.read', 'orders.ship', 'returns.receive']);
    expect(areasOf(warehouse)).toEqual(['/orders', '/aftersales', '/account']);
    expect(landingOf(warehouse)).toBe('/orders');
  });

  it('offers the invoices to customer service, after the orders', () => {
    const service = staffWith(['orders.read', 'orders.manage', 'invoices.manage'], {
      role: 'customer_service',
    });
    expect(areasOf(service)).toEqual(['/orders', '/aftersales', '/invoices', '/account']);
    expect(landingOf(service)).toBe('/orders');
    expect(areasOf(staffWith(['orders.read', 'dashboard.read']))).not.toContain('/invoices');
  });

  it('offers the boutique appointments to those who manage them', () => {
    const service = staffWith(['orders.read', 'appointments.manage', 'audit.read']);
    expect(areasOf(service)).toEqual([
      '/orders',
      '/aftersales',
      '/appointments',
      '/audit',
      '/account',
    ]);
    expect(areasOf(staffWith(['orders.read']))).not.toContain('/appointments');
  });

  it('offers the shop’s content to those who may write it, after the appointments', () => {
    const manager = staffWith(['orders.read', 'appointments.manage', 'content.write']);
    expect(areasOf(manager)).toEqual([
      '/orders',
      '/aftersales',
      '/appointments',
      '/content',
      '/account',
    ]);
    expect(areasOf(staffWith(['orders.read', 'members.read']))).not.toContain('/content');
  });

  it('offers the orders only to those who may read them', () => {
    expect(areasOf(staffWith(['audit.read']))).not.toContain('/orders');
  });

  it('offers the members to customer service, who reads them, and not to the warehouse', () => {
    const service = staffWith(['orders.read', 'members.read', 'members.notes'], {
      role: 'customer_service',
    });
    expect(areasOf(service)).toEqual(['/orders', '/aftersales', '/members', '/account']);
    expect(areasOf(staffWith(['orders.read', 'orders.ship']))).not.toContain('/members');
  });

  it('keeps anyone without a required second factor to their own account', () => {
    const owner = staffWith(['staff.manage', 'audit.read'], {
      role: 'owner',
      second_factor_required: true,
    });
    expect(areasOf(owner)).toEqual(['/account']);
    expect(areasOf({ ...owner, second_factor: true })).toEqual(['/staff', '/audit', '/account']);
  });
});
