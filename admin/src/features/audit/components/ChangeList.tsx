import { ArrowRightOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';

type Fields = Record<string, unknown> | null;

function asFields(value: unknown): Fields {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function shown(value: unknown): string {
  if (value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields a change touched, each as before → after. */
export function ChangeList({ before, after }: { before: unknown; after: unknown }) {
  const old = asFields(before);
  const next = asFields(after);
  const names = [...new Set([...Object.keys(old ?? {}), ...Object.keys(next ?? {})])];
  if (names.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      {names.map((name) => (
        <span key={name} data-testid="audit-change">
          <Typography.Text type="secondary">{name}: </Typography.Text>
          {old && (
            <>
              <Typography.Text delete={name in (next ?? {})}>{shown(old[name])}</Typography.Text>{' '}
              <ArrowRightOutlined style={{ fontSize: 10 }} />{' '}
            </>
          )}
          <Typography.Text strong>{next ? shown(next[name]) : '—'}</Typography.Text>
        </span>
      ))}
    </Space>
  );
}
