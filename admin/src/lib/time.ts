import dayjs from 'dayjs';

/** A moment (milliseconds) as the staff member's clock shows it. */
export function formatTime(ms: number): string {
  return dayjs(ms).format('YYYY-MM-DD HH:mm:ss');
}
