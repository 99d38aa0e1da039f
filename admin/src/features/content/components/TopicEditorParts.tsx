import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button, Card, DatePicker, Form, Input, Space, Switch, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { TopicState } from '../../../../../contract/console-topics';
import { TOPIC_STATE_COLOURS, TOPIC_STATE_NAMES } from '../topic-words';

// What the campaign's and the story's editors share: the card with its trail, state and buttons,
// and the fields that every topic has.

interface CardProps {
  /** The campaign's or story's name, or what a new one is called. */
  name: string;
  state: TopicState | null;
  onPreview: () => void;
  previewing: boolean;
  onSave: () => void;
  saving: boolean;
  children: ReactNode;
}

export function TopicEditorCard(props: CardProps) {
  const { i18n } = useLingui();
  const { name, state } = props;
  return (
    <Card
      title={
        <Space wrap>
          <Link to="/content" search={{ tab: 'topics' }}>
            <Trans>Topics</Trans>
          </Link>
          <span>/</span>
          <Typography.Text strong>{name}</Typography.Text>
          {state && (
            <Tag color={TOPIC_STATE_COLOURS[state]}>{i18n._(TOPIC_STATE_NAMES[state])}</Tag>
          )}
        </Space>
      }
      extra={
        <Space wrap>
          <Button onClick={props.onPreview} loading={props.previewing}>
            <Trans>Preview</Trans>
          </Button>
          <Button type="primary" onClick={props.onSave} loading={props.saving}>
            <Trans>Save</Trans>
          </Button>
        </Space>
      }
    >
      {props.children}
    </Card>
  );
}

interface FieldProps<T> {
  value: T;
  onChange: (value: T) => void;
}

export function AddressNameField({ value, onChange }: FieldProps<string>) {
  return (
    <Form.Item
      label={t`Address name`}
      required
      extra={t`Lower-case letters, digits and hyphens, e.g. winter-in-paris`}
    >
      <Input
        aria-label={t`Address name`}
        value={value}
        maxLength={64}
        onChange={(event) => onChange(event.target.value)}
      />
    </Form.Item>
  );
}

/** When it is shown from (epoch ms). */
export function PublicationDateField({ value, onChange }: FieldProps<number>) {
  return (
    <Form.Item label={t`Publication date`}>
      <DatePicker
        showTime
        allowClear={false}
        aria-label={t`Publication date`}
        value={dayjs(value)}
        onChange={(date) => date && onChange(date.valueOf())}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

export function ShownField({ value, onChange }: FieldProps<boolean>) {
  return (
    <Form.Item label={t`Shown to shoppers`}>
      <Switch aria-label={t`Shown to shoppers`} checked={value} onChange={onChange} />
    </Form.Item>
  );
}
