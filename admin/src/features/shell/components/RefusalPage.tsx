import { Trans } from '@lingui/react/macro';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { Button, Result } from 'antd';
import { ConsoleError } from '../../../lib/http';

/** A page the server refused, or that failed: the server's own words, in the chosen language. */
export function RefusalPage({ error, reset }: ErrorComponentProps) {
  const refusal = error instanceof ConsoleError ? error : null;
  const forbidden = refusal?.status === 403;
  return (
    <Result
      status={forbidden ? '403' : refusal?.status === 404 ? '404' : 'error'}
      title={forbidden ? <Trans>No access</Trans> : <Trans>This page could not be shown</Trans>}
      subTitle={refusal?.message ?? (error instanceof Error ? error.message : String(error))}
      extra={
        <>
          <Link to="/">
            <Button type="primary">
              <Trans>Back to the console</Trans>
            </Button>
          </Link>{' '}
          {!forbidden && (
            <Button onClick={reset}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </>
      }
    />
  );
}

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<Trans>There is no such page in the console</Trans>}
      extra={
        <Link to="/">
          <Button type="primary">
            <Trans>Back to the console</Trans>
          </Button>
        </Link>
      }
    />
  );
}
