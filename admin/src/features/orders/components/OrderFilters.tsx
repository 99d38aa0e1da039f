import { SearchOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ORDER_LIST_STATES, type OrderListState } from '../../../../../contract/console-orders';
import { PAY_METHODS, type PayMethod } from '../../../../../contract/order';
import type { OrdersSearch } from '../search';
import { PAY_METHOD_NAMES, STATE_NAMES } from '../words';

interface Fields {
  q?: string;
  state?: OrderListState;
  pay_method?: PayMethod;
  order_no?: string;
  mobile?: string;
  member?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

interface Props {
  search: OrdersSearch;
  onSearch: (search: OrdersSearch) => void;
}

const blankToUndefined = (value: string | undefined) => value?.trim() || undefined;

/** The list's filters; the dates are whole days on the staff member's clock. */
export function OrderFilters({ search, onSearch }: Props) {
  const { _ } = useLingui();
  const initial: Fields = {
    q: search.q,
    state: search.state,
    pay_method: search.pay_method,
    order_no: search.order_no,
    mobile: search.mobile,
    member: search.member,
    dates: [
      search.from === undefined ? null : dayjs(search.from),
      search.to === undefined ? null : dayjs(search.to).subtract(1, 'day'),
    ],
  };
  const submit = (fields: Fields) => {
    const [start, end] = fields.dates ?? [null, null];
    onSearch({
      q: blankToUndefined(fields.q),
      state: fields.state,
      pay_method: fields.pay_method,
      order_no: blankToUndefined(fields.order_no),
      mobile: blankToUndefined(fields.mobile),
      member: blankToUndefined(fields.member),
      from: start ? start.startOf('day').valueOf() : undefined,
      to: end ? end.add(1, 'day').startOf('day').valueOf() : undefined,
      page_size: search.page_size,
    });
  };
  return (
    <Form<Fields> layout="inline" initialValues={initial} onFinish={submit}>
      <Space wrap size={[8, 12]} style={{ marginBottom: 16 }}>
        <Form.Item name="q" noStyle>
          <Input
            aria-label={t`Search orders`}
            placeholder={t`Order number, receiver or mobile`}
            prefix={<SearchOutlined />}
            allowClear
            style={{ width: 260 }}
          />
        </Form.Item>
        <Form.Item name="state" noStyle>
          <Select
            aria-label={t`State`}
            placeholder={t`State`}
            allowClear
            style={{ width: 150 }}
            options={ORDER_LIST_STATES.map((state) => ({
              value: state,
              label: _(STATE_NAMES[state]),
            }))}
          />
        </Form.Item>
        <Form.Item name="pay_method" noStyle>
          <Select
            aria-label={t`Payment`}
            placeholder={t`Payment`}
            allowClear
            style={{ width: 140 }}
            options={PAY_METHODS.map((method) => ({
              value: method,
              label: _(PAY_METHOD_NAMES[method]),
            }))}
          />
        </Form.Item>
        <Form.Item name="order_no" noStyle>
          <Input
            aria-label={t`Order number`}
            placeholder={t`Order number`}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="mobile" noStyle>
          <Input aria-label={t`Mobile`} placeholder={t`Mobile`} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="member" noStyle>
          <Input
            aria-label={t`Member number`}
            placeholder={t`Member number`}
            style={{ width: 140 }}
          />
        </Form.Item>
        <Form.Item name="dates" noStyle>
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            aria-label={t`Placed between`}
            placeholder={[t`Placed from`, t`Placed until`]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t`Search`}
        </Button>
      </Space>
    </Form>
  );
}
