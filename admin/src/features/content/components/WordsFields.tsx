import { useLingui } from '@lingui/react';
import { Col, Form, Input, Row } from 'antd';
import {
  CONTENT_LANGS,
  type ContentLang,
  type HomeWords,
} from '../../../../../contract/console-content';
import { CONTENT_LANG_NAMES, WORD_NAMES } from '../words';

interface Props {
  /** What the words belong to, in the fields' names: "Slide 2". */
  owner: string;
  value: Record<ContentLang, HomeWords>;
  fields: (keyof HomeWords)[];
  onChange: (next: Record<ContentLang, HomeWords>) => void;
}

const LIMITS: Record<keyof HomeWords, number> = {
  title: 120,
  subtitle: 200,
  text: 1000,
  button: 40,
};

/** The same words in Chinese and in English, side by side. */
export function WordsFields({ owner, value, fields, onChange }: Props) {
  const { _ } = useLingui();
  const set = (lang: ContentLang, field: keyof HomeWords, text: string) =>
    onChange({ ...value, [lang]: { ...value[lang], [field]: text } });
  return (
    <Row gutter={16}>
      {CONTENT_LANGS.map((lang) => (
        <Col key={lang} xs={24} md={12}>
          {fields.map((field) => {
            const label = `${owner} · ${_(WORD_NAMES[field])} (${CONTENT_LANG_NAMES[lang]})`;
            const common = {
              'aria-label': label,
              value: value[lang][field],
              maxLength: LIMITS[field],
              onChange: (event: { target: { value: string } }) =>
                set(lang, field, event.target.value),
            };
            return (
              <Form.Item
                key={field}
                label={`${_(WORD_NAMES[field])} · ${CONTENT_LANG_NAMES[lang]}`}
                style={{ marginBottom: 8 }}
              >
                {field === 'text' ? <Input.TextArea rows={2} {...common} /> : <Input {...common} />}
              </Form.Item>
            );
          })}
        </Col>
      ))}
    </Row>
  );
}
