import { useSnapshot } from 'valtio';
import { Notice } from '../../../ui/notices/Notice';
import { useAccountMessages } from '../messages';
import { accountNotice } from '../state';

/** What the server said about a sign-in, under the header, until closed or the shopper goes on. */
export default function AccountNotice() {
  useAccountMessages();
  const { message } = useSnapshot(accountNotice);
  if (!message) return null;
  return (
    <Notice
      urgent
      closesOnLeaving
      onClose={() => {
        accountNotice.message = null;
      }}
    >
      <p>{message}</p>
    </Notice>
  );
}
