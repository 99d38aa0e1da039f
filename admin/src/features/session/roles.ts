import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '../../../../contract/staff';

export const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  owner: msg`Owner`,
  manager: msg`Manager`,
  customer_service: msg`Client Services`,
  warehouse: msg`Warehouse`,
};

export const ROLE_COLOURS: Record<Role, string> = {
  owner: 'gold',
  manager: 'blue',
  customer_service: 'green',
  warehouse: 'purple',
};
