import { FilePdfOutlined, InboxOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, App, Button, Form, Input, Modal, Space, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import {
  INVOICE_PDF_MAX_BYTES,
  type ConsoleInvoiceDetail,
} from '../../../../../contract/console-invoices';
import { fileBase64 } from '../../../lib/files';
import { useIssueInvoice, useRefuseInvoice } from '../api';

interface IssueFields {
  invoice_no: string;
  pdf: UploadFile[];
}

const MAX_MB = INVOICE_PDF_MAX_BYTES / 1024 / 1024;

/** A request still to decide: issue it with its number and PDF, or refuse it with a reason. */
export function IssueInvoice({ invoice }: { invoice: ConsoleInvoiceDetail }) {
  const { message } = App.useApp();
  const issue = useIssueInvoice(invoice.id);
  const refuse = useRefuseInvoice(invoice.id);
  const [refusing, setRefusing] = useState(false);
  const [form] = Form.useForm<IssueFields>();
  const [refuseForm] = Form.useForm<{ reason: string }>();
  const submit = async ({ invoice_no, pdf }: IssueFields) => {
    const file = pdf[0]?.originFileObj;
    if (!file) return;
    issue.mutate(
      { invoice_no: invoice_no.trim(), file_name: file.name, pdf_base64: await fileBase64(file) },
      {
        onSuccess: () =>
          void message.success(t`The invoice of order ${invoice.order_no} is issued`),
      },
    );
  };
  const refused = ({ reason }: { reason: string }) =>
    refuse.mutate(reason, {
      onSuccess: () => {
        setRefusing(false);
        void message.success(t`The invoice request is refused`);
      },
    });
  return (
    <>
      <Form<IssueFields> form={form} layout="vertical" onFinish={(fields) => void submit(fields)}>
        {issue.error && (
          <Alert type="error" title={issue.error.message} style={{ marginBottom: 16 }} />
        )}
        <Form.Item
          name="invoice_no"
          label={<Trans>Invoice number</Trans>}
          extra={<Trans>8 to 20 digits, as printed on the invoice</Trans>}
          rules={[
            { required: true, whitespace: true, message: t`Enter the invoice number` },
            {
              pattern: /^\s*[0-9]{8,20}\s*$/,
              message: t`The invoice number should be 8 to 20 digits`,
            },
          ]}
        >
          <Input maxLength={20} style={{ maxWidth: 320 }} inputMode="numeric" />
        </Form.Item>
        <Form.Item
          name="pdf"
          label={<Trans>Invoice PDF</Trans>}
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
          rules={[
            { required: true, message: t`Attach the invoice as a PDF file` },
            {
              validator: async (_rule, files: UploadFile[] | undefined) => {
                const file = files?.[0];
                if (!file) return;
                const name = file.name;
                const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(name);
                if (!isPdf) throw new Error(t`The file "${name}" is not a PDF`);
                if ((file.size ?? 0) > INVOICE_PDF_MAX_BYTES) {
                  throw new Error(
                    t`The file "${name}" is too large: a PDF may be at most ${MAX_MB} MB`,
                  );
                }
              },
            },
          ]}
        >
          <Upload.Dragger
            accept="application/pdf,.pdf"
            maxCount={1}
            beforeUpload={() => false}
            aria-label={t`Invoice PDF`}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">
              <Trans>Click or drop the invoice's PDF here</Trans>
            </p>
            <p className="ant-upload-hint">
              <Trans>One PDF file, at most {MAX_MB} MB</Trans>
            </p>
          </Upload.Dragger>
        </Form.Item>
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            icon={<FilePdfOutlined />}
            loading={issue.isPending}
          >
            <Trans>Mark issued</Trans>
          </Button>
          <Button danger onClick={() => setRefusing(true)}>
            <Trans>Refuse</Trans>
          </Button>
        </Space>
      </Form>
      <Modal
        title={t`Refuse the invoice request of order ${invoice.order_no}`}
        open={refusing}
        onCancel={() => setRefusing(false)}
        onOk={() => refuseForm.submit()}
        okText={t`Refuse`}
        okButtonProps={{ danger: true }}
        confirmLoading={refuse.isPending}
        destroyOnHidden
      >
        {refuse.error && (
          <Alert type="error" title={refuse.error.message} style={{ marginBottom: 16 }} />
        )}
        <Form form={refuseForm} layout="vertical" onFinish={refused} preserve={false}>
          <Form.Item
            name="reason"
            label={<Trans>Reason the shopper reads</Trans>}
            extra={
              <Trans>The shopper can then request the invoice again with corrected details.</Trans>
            }
            rules={[{ required: true, whitespace: true, message: t`Say why` }, { max: 200 }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
