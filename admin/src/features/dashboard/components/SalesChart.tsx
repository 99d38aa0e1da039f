import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { DaySales } from '../../../../../contract/dashboard';
import { yuan } from '../../../../../contract/numbers';
import { EChart } from './EChart';

const GOLD = '#b08d57';
const INK = '#1f1f1f';

/** The last 7 days: sales as columns (yuan, left), paid orders as a line (right). */
export function SalesChart({ days }: { days: DaySales[] }) {
  const { i18n } = useLingui();
  const option = useMemo(() => {
    const sales = t(i18n)`Sales`;
    const orders = t(i18n)`Paid orders`;
    return {
      color: [GOLD, INK],
      grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
      legend: { top: 0, data: [sales, orders] },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        // Every day named, its weekday under its date.
        axisLabel: { interval: 0 },
        data: days.map((day) =>
          dayjs(day.date).format(i18n.locale === 'en' ? 'D MMM[\n]ddd' : 'M月D日[\n]ddd'),
        ),
      },
      yAxis: [
        { type: 'value', axisLabel: { formatter: (value: number) => `¥${value}` } },
        { type: 'value', minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        {
          name: sales,
          type: 'bar',
          barMaxWidth: 36,
          data: days.map((day) => day.sales / 100),
          tooltip: { valueFormatter: (value: number) => yuan(Math.round(value * 100)) },
        },
        {
          name: orders,
          type: 'line',
          yAxisIndex: 1,
          smooth: false,
          symbolSize: 7,
          data: days.map((day) => day.orders),
        },
      ],
    };
  }, [days, i18n]);
  const label = days.map((day) => `${day.date}: ${day.orders}, ${yuan(day.sales)}`).join('; ');
  return <EChart option={option} height={300} label={t(i18n)`Sales and orders by day: ${label}`} />;
}
