import type { NamePath } from 'antd/es/form/interface';
import { Col, Form, Input, Row } from 'antd';
import { CONTENT_LANGS } from '../../../../../contract/console-content';
import { CONTENT_LANG_NAMES } from '../words';

interface Props {
  /** Where the words are in the form: each language's under it. */
  name: NamePath;
  label: string;
  /** What the team is told when one language is left empty. */
  required: string;
  max: number;
}

/** One short text in Chinese and in English, side by side, both required. */
export function LangFields({ name, label, required, max }: Props) {
  const path = Array.isArray(name) ? name : [name];
  return (
    <Row gutter={12}>
      {CONTENT_LANGS.map((lang) => (
        <Col key={lang} xs={24} md={12}>
          <Form.Item
            name={[...path, lang]}
            label={`${label} · ${CONTENT_LANG_NAMES[lang]}`}
            rules={[{ required: true, whitespace: true, message: required }]}
          >
            <Input maxLength={max} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
