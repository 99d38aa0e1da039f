import { SearchOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ConsoleBoutique } from '../../../../../contract/console-appointments';
import { WASHING_STAGES, type WashingStage } from '../../../../../contract/console-washing';
import { boutiqueOptions } from '../../appointments/components/Filters';
import type { WashingSearch } from '../search';
import { STAGE_NAMES } from '../words';

interface Fields {
  q?: string;
  store_id?: number;
  stage?: WashingStage;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

interface Props {
  search: WashingSearch;
  boutiques: ConsoleBoutique[];
  onSearch: (search: WashingSearch) => void;
}

/** The list's filters: the member's mobile or the request's number, boutique, stage, days. */
export function WashingFilters({ search, boutiques, onSearch }: Props) {
  const { _ } = useLingui();
  const initial: Fields = {
    q: search.q,
    store_id: search.store_id,
    stage: search.stage,
    dates: [search.from ? dayjs(search.from) : null, search.to ? dayjs(search.to) : null],
  };
  const submit = (fields: Fields) => {
    const [start, end] = fields.dates ?? [null, null];
    onSearch({
      q: fields.q?.trim() || undefined,
      store_id: fields.store_id,
      stage: fields.stage,
      from: start ? start.format('YYYY-MM-DD') : undefined,
      to: end ? end.format('YYYY-MM-DD') : undefined,
    });
  };
  return (
    <Form<Fields>
      key={JSON.stringify(search)}
      layout="inline"
      initialValues={initial}
      onFinish={submit}
    >
      <Space wrap size={[8, 12]} style={{ marginBottom: 16 }}>
        <Form.Item name="q" noStyle>
          <Input
            aria-label={t`Search washing requests`}
            placeholder={t`Member's mobile or request number`}
            prefix={<SearchOutlined />}
            allowClear
            style={{ width: 250 }}
          />
        </Form.Item>
        <Form.Item name="store_id" noStyle>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t`All boutiques`}
            aria-label={t`Boutique`}
            style={{ width: 240 }}
            options={boutiqueOptions(boutiques)}
          />
        </Form.Item>
        <Form.Item name="stage" noStyle>
          <Select
            allowClear
            placeholder={t`Any state`}
            aria-label={t`State`}
            style={{ width: 170 }}
            options={WASHING_STAGES.map((s) => ({ value: s, label: _(STAGE_NAMES[s]) }))}
          />
        </Form.Item>
        <Form.Item name="dates" noStyle>
          <DatePicker.RangePicker
            aria-label={t`Days`}
            placeholder={[t`First day`, t`Last day`]}
            allowEmpty={[true, true]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t`Search`}
        </Button>
      </Space>
    </Form>
  );
}
