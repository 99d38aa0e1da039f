import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The actions the log names, as the console says them; an unknown one shows as written. */
export const ACTION_NAMES: Record<string, MessageDescriptor> = {
  'staff.add': msg`Staff added`,
  'staff.role': msg`Role changed`,
  'staff.disable': msg`Staff disabled`,
  'staff.enable': msg`Staff enabled`,
  'staff.reset_password': msg`Password reset`,
  'staff.password': msg`Own password changed`,
  'staff.totp_enrol': msg`Second factor set up`,
  'staff.totp_disable': msg`Second factor removed`,
  'settings.second_factor': msg`Second factor requirement`,
  'order.ship': msg`Order shipped`,
  'order.cancel_agree': msg`Cancellation agreed`,
  'order.cancel_refuse': msg`Cancellation refused`,
  'invoice.issue': msg`Invoice issued`,
  'invoice.refuse': msg`Invoice request refused`,
  'member.points.adjust': msg`Points adjusted`,
  'member.balance.adjust': msg`Balance adjusted`,
  'member.note.add': msg`Member note added`,
  'appointment.confirm': msg`Appointment confirmed`,
  'appointment.reschedule': msg`Appointment rescheduled`,
  'appointment.complete': msg`Appointment completed`,
  'appointment.cancel': msg`Appointment cancelled by the boutique`,
  'content.home.save': msg`Home page draft saved`,
  'content.home.publish': msg`Home page published`,
  'content.home.discard': msg`Home page draft discarded`,
  'content.popup.create': msg`Popup added`,
  'content.popup.update': msg`Popup changed`,
};
