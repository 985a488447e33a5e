/**
 * The daily rules of subscriptions (`rlangganan`): when an active one has expired, and when its
 * reminder is due (within the last days before it ends, once).
 */
import { daysBetween } from './schedule.ts';

/** Days before the end day a subscription's reminder goes out. */
export const SUBSCRIPTION_REMINDER_DAYS = 7;

export type SubscriptionDay = {
  status: string;
  /** The last day of the subscription (`YYYY-MM-DD`): it is still valid on that day. */
  tanggal_akhir: string;
  /** When the reminder went out, or null. */
  diingatkan_pada: string | null;
};

/**
 * What the daily job does with one subscription on `today`: expire an active one whose last day has
 * passed, remind once when it ends within {@link SUBSCRIPTION_REMINDER_DAYS} days (a late run still
 * reminds), or nothing.
 *
 * @example subscriptionAction({ status: 'Active', tanggal_akhir: '2026-11-23', diingatkan_pada: null }, '2026-11-24') === 'expire'
 * @example subscriptionAction({ status: 'Active', tanggal_akhir: '2026-12-01', diingatkan_pada: null }, '2026-11-24') === 'remind'
 * @example subscriptionAction({ status: 'Active', tanggal_akhir: '2026-12-02', diingatkan_pada: null }, '2026-11-24') === 'none'
 */
export function subscriptionAction(
  subscription: SubscriptionDay,
  today: string,
  reminderDays: number = SUBSCRIPTION_REMINDER_DAYS,
): 'expire' | 'remind' | 'none' {
  if (subscription.status !== 'Active') return 'none';
  const left = daysBetween(today, subscription.tanggal_akhir.slice(0, 10));
  if (left < 0) return 'expire';
  if (left <= reminderDays && !subscription.diingatkan_pada) return 'remind';
  return 'none';
}
