import { SearchOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Button, DatePicker, Form, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../../../../contract/appointment';
import type { ConsoleBoutique } from '../../../../../contract/console-appointments';
import type { AppointmentsSearch } from '../search';
import { STATUS_NAMES } from '../words';

interface Fields {
  store_id?: number;
  status?: AppointmentStatus;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

interface Props {
  search: AppointmentsSearch;
  boutiques: ConsoleBoutique[];
  onSearch: (search: AppointmentsSearch) => void;
}

export const boutiqueOptions = (boutiques: ConsoleBoutique[]) =>
  boutiques.map((b) => ({ value: b.id, label: `${b.name}（${b.city_name}）` }));

/** The list's filters: the boutique, the days booked for, the state. */
export function Filters({ search, boutiques, onSearch }: Props) {
  const { _ } = useLingui();
  const initial: Fields = {
    store_id: search.store_id,
    status: search.status,
    dates: [search.from ? dayjs(search.from) : null, search.to ? dayjs(search.to) : null],
  };
  const submit = (fields: Fields) => {
    const [start, end] = fields.dates ?? [null, null];
    onSearch({
      store_id: fields.store_id,
      status: fields.status,
      from: start ? start.format('YYYY-MM-DD') : undefined,
      to: end ? end.format('YYYY-MM-DD') : undefined,
    });
  };
  return (
    <Form<Fields> layout="inline" initialValues={initial} onFinish={submit}>
      <Space wrap size={[8, 12]} style={{ marginBottom: 16 }}>
        <Form.Item name="store_id" noStyle>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t`All boutiques`}
            aria-label={t`Boutique`}
            style={{ width: 280 }}
            options={boutiqueOptions(boutiques)}
          />
        </Form.Item>
        <Form.Item name="dates" noStyle>
          <DatePicker.RangePicker
            aria-label={t`Days`}
            placeholder={[t`First day`, t`Last day`]}
            allowEmpty={[true, true]}
          />
        </Form.Item>
        <Form.Item name="status" noStyle>
          <Select
            allowClear
            placeholder={t`Any state`}
            aria-label={t`State`}
            style={{ width: 180 }}
            options={APPOINTMENT_STATUSES.map((s) => ({ value: s, label: _(STATUS_NAMES[s]) }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t`Search`}
        </Button>
      </Space>
    </Form>
  );
}
