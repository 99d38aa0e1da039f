import type { Lang } from '../../lib/lang';

/** Messages of boutique appointments and the washing service (spec §5). */
export const appointmentMessages = {
  reserveServiceInvalid: {
    cn: '服务不正确，可选：预约到店、清洗护理',
    en: 'The service is not valid: appointment or washing',
  },
  reserveBoutiqueRequired: { cn: '请选择精品店', en: 'Please choose a boutique' },
  reserveDateRequired: { cn: '请选择预约日期', en: 'Please choose a date' },
  reservePeriodRequired: { cn: '请选择预约时间', en: 'Please choose a time' },
  reservePeriodClosed: {
    cn: '所选时段不在精品店当天的营业时间（{opens}–{closes}）内，请选择其他时段',
    en: 'That time is outside the boutique’s hours that day ({opens}–{closes}): please choose another',
  },
  reserveServiceTypeRequired: { cn: '请选择服务类型', en: 'Please choose a service type' },
  reserveClothingRequired: { cn: '请选择服装类型', en: 'Please choose a clothing type' },
  reserveServiceTypeInvalid: {
    cn: '该服务类型不可预约，请从列表中选择',
    en: 'This service type cannot be booked: please choose one from the list',
  },
  reserveClothingInvalid: {
    cn: '请从列表中选择服装类型',
    en: 'Please choose a clothing type from the list',
  },
  reserveClothingNotSuited: {
    cn: '{care}不适用于{clothing}，请选择其他护理',
    en: '{care} is not for {clothing}: please choose another care',
  },
  reserveStoreNotFound: {
    cn: '该精品店不存在或暂停接待预约',
    en: 'This boutique does not exist or is not taking appointments',
  },
  reserveStoreNoService: {
    cn: '该精品店不提供此项服务，请选择其他精品店',
    en: 'This boutique does not offer this service: please choose another one',
  },
  reserveDateOutOfRange: {
    cn: '请选择 {first} 至 {last} 之间的日期',
    en: 'Please choose a day from {first} to {last}',
  },
  reserveStoreClosed: {
    cn: '精品店当天不接待预约，请选择其他日期',
    en: 'The boutique takes no appointments that day: please choose another',
  },
  reserveDuplicate: {
    cn: '您已预约该精品店同一日期和时段，请等待顾问回复',
    en: 'You have already booked this boutique for that day and time: the adviser will reply',
  },
  reserveTooMany: {
    cn: '您已有 {limit} 个预约等待顾问回复，请在回复或取消后再预约',
    en: 'You already have {limit} appointments waiting for a reply: book again once one is answered or cancelled',
  },
  reserveAdded: {
    cn: '预约成功，请等待顾问回复',
    en: 'Your appointment is booked: the adviser will reply soon',
  },
  reserveNotFound: { cn: '预约不存在', en: 'This appointment could not be found' },
  reserveNotWaiting: {
    cn: '该预约已完成或已取消，无法取消',
    en: 'This appointment is already completed or cancelled',
  },
  reservePast: {
    cn: '预约日期已过，无法取消',
    en: 'The day of this appointment has passed: it can no longer be cancelled',
  },
  reserveCancelled: { cn: '预约已取消', en: 'Your appointment is cancelled' },
} as const satisfies Record<string, Record<Lang, string>>;
