import { describe, expect, it } from 'vitest';
import { validateAuditSearch } from './search';

describe("the audit log's address", () => {
  it('keeps the filters and the page it understands', () => {
    expect(
      validateAuditSearch({
        actor: '3',
        action: 'staff.add',
        record_type: 'staff',
        record_id: 12,
        from: '1764374400000',
        to: 1764460800000,
        page: 2,
      }),
    ).toEqual({
      actor: '3',
      action: 'staff.add',
      record_type: 'staff',
      record_id: '12',
      from: 1764374400000,
      to: 1764460800000,
      page: 2,
    });
  });

  it('leaves out what is blank, malformed or unknown', () => {
    expect(
      validateAuditSearch({
        actor: '  ',
        action: 'x'.repeat(65),
        from: 'yesterday',
        to: -5,
        page: 0,
        sort: 'at',
      }),
    ).toEqual({});
  });
});
