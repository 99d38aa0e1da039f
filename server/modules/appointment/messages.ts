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
  appointmentSlotFull: {
    cn: '{date} 该时段已约满（每个时段 {places} 个名额），请选择其他时段',
    en: 'That time on {date} is fully booked ({places} places a period): please choose another',
  },
  appointmentNotFound: { cn: '预约 {id} 不存在', en: 'There is no appointment {id}' },
  appointmentChanged: {
    cn: '预约 {id} 刚被他人更改，请刷新查看最新状态后再操作',
    en: 'Appointment {id} was just changed by someone else: refresh to see it as it is now, then try again',
  },
  appointmentIsConfirmed: {
    cn: '预约 {id} 已确认',
    en: 'Appointment {id} is already confirmed',
  },
  appointmentIsCompleted: {
    cn: '预约 {id} 已完成，无法再更改',
    en: 'Appointment {id} is completed: it can no longer be changed',
  },
  appointmentIsCancelled: {
    cn: '预约 {id} 已取消，无法再更改',
    en: 'Appointment {id} is cancelled: it can no longer be changed',
  },
  appointmentDayPassed: {
    cn: '预约 {id} 的日期（{date}）已过，只能标记为已完成',
    en: 'The day of appointment {id} ({date}) has passed: it can only be completed',
  },
  appointmentDayClosed: {
    cn: '精品店在 {date} 闭店（{reason}），预约 {id} 无法确认，请改约其他日期或取消',
    en: 'The boutique is closed on {date} ({reason}): appointment {id} cannot be confirmed, move it to another day or cancel it',
  },
  appointmentCompleteEarly: {
    cn: '预约时间（{date} {hours}）还未开始，到店后才能标记为已完成',
    en: 'The appointment ({date} {hours}) has not begun yet: complete it after the visit',
  },
  appointmentSameSlot: {
    cn: '预约已在 {date} 的该时段，请选择其他日期或时段',
    en: 'The appointment is already at that time on {date}: choose another day or time',
  },
  appointmentMemberHasSlot: {
    cn: '该会员在 {date} 的该时段已有另一个预约',
    en: 'The member already has another appointment at that time on {date}',
  },
  appointmentMessageRequired: {
    cn: '请填写给会员的取消说明（1–200 字）',
    en: 'Please write the member a message about the cancellation (1–200 characters)',
  },
  appointmentBoutiqueRequired: { cn: '请选择精品店', en: 'Please choose a boutique' },
  appointmentDayInvalid: {
    cn: '日期应写作 YYYY-MM-DD',
    en: 'A day is written YYYY-MM-DD',
  },
  washingNotFound: { cn: '清洗护理申请 {id} 不存在', en: 'There is no washing request {id}' },
  washingChanged: {
    cn: '清洗护理申请 {id} 刚被他人更改，请刷新查看最新状态后再操作',
    en: 'Washing request {id} was just changed by someone else: refresh to see it as it is now, then try again',
  },
  washingCancelled: {
    cn: '清洗护理申请 {id} 已取消，无法再更改',
    en: 'Washing request {id} is cancelled: it can no longer be changed',
  },
  washingCollected: {
    cn: '清洗护理申请 {id} 的衣物已取回，无法再更改',
    en: 'The piece of washing request {id} has been collected: it can no longer be changed',
  },
  washingPriceInvalid: {
    cn: '价格应为大于 0 的金额（最多 1,000,000 元）',
    en: 'The price is an amount above 0 (at most ¥1,000,000)',
  },
  washingStepOrder: {
    cn: '清洗护理申请 {id} 的下一步是“{next}”，不能改为“{to}”',
    en: 'The next step of washing request {id} is “{next}”, not “{to}”',
  },
  washingPriceFirst: {
    cn: '请先为清洗护理申请 {id} 定价，再通知取件',
    en: 'Set the price of washing request {id} before it is ready to collect',
  },
  washingNotReady: {
    cn: '清洗护理申请 {id} 尚未可取件，无法发送取件通知',
    en: 'Washing request {id} is not ready to collect: the pick-up notice cannot be sent yet',
  },
  washingNoticeRequired: {
    cn: '请填写给会员的取件通知（1–200 字）',
    en: 'Please write the member a pick-up notice (1–200 characters)',
  },
  closeDayReasonRequired: {
    cn: '请填写闭店原因（1–200 字）',
    en: 'Please write why the boutique closes that day (1–200 characters)',
  },
  closeDayNoBoutique: { cn: '精品店 {id} 不存在', en: 'There is no boutique {id}' },
  closeDayPassed: {
    cn: '{date} 已过，只能关闭今天或以后的日期',
    en: '{date} has passed: only today or a later day can be closed or reopened',
  },
  dayAlreadyClosed: {
    cn: '精品店在 {date} 已闭店',
    en: 'The boutique is already closed on {date}',
  },
  dayNotClosed: {
    cn: '精品店在 {date} 未闭店',
    en: 'The boutique is not closed on {date}',
  },
} as const satisfies Record<string, Record<Lang, string>>;
