import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Empty } from 'antd';
import { useMemo } from 'react';
import type { MethodSales } from '../../../../../contract/dashboard';
import { yuan } from '../../../../../contract/numbers';
import { PAY_METHOD_NAMES } from '../words';
import { EChart } from './EChart';

const COLOURS = ['#07c160', '#1677ff', '#b08d57'];

/** This week's sales by payment method, as a ring. */
export function PaymentsChart({ payments }: { payments: MethodSales[] }) {
  const { i18n, _ } = useLingui();
  const paid = payments.filter((method) => method.orders > 0);
  const option = useMemo(
    () => ({
      color: COLOURS,
      tooltip: {
        trigger: 'item',
        formatter: ({ name, value, percent }: { name: string; value: number; percent: number }) =>
          `${name}<br/>${yuan(value)} (${percent}%)`,
      },
      legend: {
        bottom: 0,
        orient: 'vertical',
        formatter: (name: string) => {
          const method = payments.find((one) => _(PAY_METHOD_NAMES[one.method]) === name);
          return method ? `${name} ${yuan(method.sales)}` : name;
        },
      },
      series: [
        {
          type: 'pie',
          radius: ['40%', '68%'],
          center: ['50%', '38%'],
          label: { position: 'inside', formatter: '{d}%', color: '#fff' },
          // A method nobody paid with stays in the legend, without a slice's label.
          data: payments.map((method) => ({
            name: _(PAY_METHOD_NAMES[method.method]),
            value: method.sales,
            label: { show: method.sales > 0 },
          })),
        },
      ],
    }),
    [payments, _],
  );
  if (paid.length === 0) return <Empty description={t(i18n)`No sales this week yet`} />;
  const label = payments
    .map((method) => `${_(PAY_METHOD_NAMES[method.method])} ${yuan(method.sales)}`)
    .join('; ');
  return <EChart option={option} height={300} label={t(i18n)`Sales by payment method: ${label}`} />;
}
