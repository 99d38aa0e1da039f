import { SearchOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ACTION_NAMES } from '../actions';
import type { AuditSearch } from '../search';

interface Fields {
  actor?: string;
  action?: string;
  record_type?: string;
  record_id?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

interface Props {
  search: AuditSearch;
  actors: { value: string; label: string }[];
  onSearch: (search: AuditSearch) => void;
}

const blankToUndefined = (value: string | undefined) => value?.trim() || undefined;

/** Who, what, which record and when; the dates are whole days on the staff member's clock. */
export function AuditFilters({ search, actors, onSearch }: Props) {
  const { _ } = useLingui();
  const initial: Fields = {
    actor: search.actor,
    action: search.action,
    record_type: search.record_type,
    record_id: search.record_id,
    dates: [
      search.from === undefined ? null : dayjs(search.from),
      search.to === undefined ? null : dayjs(search.to).subtract(1, 'day'),
    ],
  };
  const submit = (fields: Fields) => {
    const [start, end] = fields.dates ?? [null, null];
    onSearch({
      actor: blankToUndefined(fields.actor),
      action: blankToUndefined(fields.action),
      record_type: blankToUndefined(fields.record_type),
      record_id: blankToUndefined(fields.record_id),
      from: start ? start.startOf('day').valueOf() : undefined,
      to: end ? end.add(1, 'day').startOf('day').valueOf() : undefined,
    });
  };
  return (
    <Form<Fields> layout="inline" initialValues={initial} onFinish={submit}>
      <Space wrap size={[8, 12]} style={{ marginBottom: 16 }}>
        <Form.Item name="actor" noStyle>
          <Select
            aria-label={t`Who`}
            placeholder={t`Who`}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 170 }}
            options={actors}
          />
        </Form.Item>
        <Form.Item name="action" noStyle>
          <Select
            aria-label={t`Action`}
            placeholder={t`Action`}
            allowClear
            style={{ width: 190 }}
            options={Object.entries(ACTION_NAMES).map(([value, name]) => ({
              value,
              label: _(name),
            }))}
          />
        </Form.Item>
        <Form.Item name="record_type" noStyle>
          <Input aria-label={t`Record type`} placeholder={t`Record type`} style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="record_id" noStyle>
          <Input aria-label={t`Record id`} placeholder={t`Record id`} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="dates" noStyle>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t`Search`}
        </Button>
      </Space>
    </Form>
  );
}
