import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { fetchWechatUrl } from '../api';
import { wechatReturnLink } from '../paths';
import type { Refusal } from '../../../ui/forms/outcome';

/**
 * Inside WeChat: sign in with the app itself, through its authorization page, which comes back
 * to the WeChat return page (`wechatReturnLink`). A refusal to start is told through `refusal`, where the page shows it.
 */
export function WechatInAppButton({
  className,
  refusal,
}: {
  className?: string;
  refusal: Refusal;
}) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const start = async () => {
    refusal.clear();
    setLeaving(true);
    try {
      // A sign-in needs the unionid, which only the consented scope gives.
      const { url } = await fetchWechatUrl({
        mode: 'inapp',
        redirect: router.buildLocation(wechatReturnLink).pathname,
        scope: 'userinfo',
      });
      window.location.assign(url);
    } catch (error) {
      refusal.show(error);
      setLeaving(false);
    }
  };
  return (
    <Button className={className} onClick={() => void start()} disabled={leaving}>
      <Trans>Sign in with WeChat</Trans>
    </Button>
  );
}
