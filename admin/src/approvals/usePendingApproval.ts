// A post's save or creation by an editor who must ask answers 202 with a 승인 요청 instead of the post: this
// onSuccess says so (the server's words), drops the cached posts (the answer is not a post) and goes back to the
// list; any other answer gets react-admin's usual notice.
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRedirect } from 'react-admin';
import { isPendingApproval } from './ApprovalMark';

export function usePendingApprovalSuccess(listPath: string, saved: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  const client = useQueryClient();
  return (data: unknown) => {
    if (isPendingApproval(data)) {
      notify(data.message, { type: 'info' });
      void client.invalidateQueries({ queryKey: ['posts'] });
    } else notify(`ra.notification.${saved}`, { type: 'info', messageArgs: { smart_count: 1 } });
    redirect(listPath);
  };
}
