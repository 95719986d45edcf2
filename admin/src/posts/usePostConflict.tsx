// Edit conflicts of a post: the <Edit>'s save refused with 409 opens EditConflictDialog. "내 내용
// 유지하고 다시 저장" sends the same payload again over the version the 409 named; "최신 내용 불러오기" reads the
// post again and opens the form on it (its words replace the unsaved ones).
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { EditConflict } from '../../../domain/edit-conflict';
import { conflictOf, EditConflictDialog } from '../layout/EditConflictDialog';
import { versionBlocks } from '../../../domain/page-diff';

interface Words {
  title?: unknown;
  content?: unknown;
}
const asText = (p: Words | null | undefined) =>
  versionBlocks({ title: String(p?.title ?? ''), content: String(p?.content ?? '') }).join('\n');

export function usePostConflict(id: Identifier, listPath: string) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sent = useRef<Record<string, unknown> | null>(null);
  const [conflict, setConflict] = useState<EditConflict<Words> | null>(null);
  const [busy, setBusy] = useState(false);
  /** Bumped to open the form again on the post as it is now. */
  const [opening, setOpening] = useState(0);

  /** The <Edit>'s transform goes through here, so the dialog can send the same payload again. */
  const remember = (payload: Record<string, unknown>) => {
    sent.current = payload;
    return payload;
  };

  /** The <Edit>'s mutation onError: a 409 opens the dialog; anything else as react-admin would say it. */
  const onError = (err: unknown) => {
    const c = conflictOf<Words>(err);
    if (c) return setConflict(c);
    const body = (err as { body?: { errors?: Record<string, unknown> } }).body;
    if (!body?.errors || !Object.keys(body.errors).length)
      notify(err instanceof Error ? err.message : '에러가 발생했습니다', { type: 'error' });
  };

  const keepMine = async () => {
    if (!conflict || !sent.current) return;
    setBusy(true);
    try {
      await dataProvider.update('posts', {
        id,
        data: sent.current,
        previousData: { id, version: conflict.version },
        meta: { version: conflict.version },
      });
      setConflict(null);
      await queryClient.invalidateQueries({ queryKey: ['posts'] });
      notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
      void navigate(listPath);
    } catch (err) {
      const again = conflictOf<Words>(err);
      if (again) setConflict(again);
      else {
        setConflict(null);
        notify(err instanceof Error ? err.message : '에러가 발생했습니다', { type: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  const loadLatest = async () => {
    setBusy(true);
    try {
      await queryClient.refetchQueries({ queryKey: ['posts', 'getOne'] });
      setConflict(null);
      setOpening((n) => n + 1);
      notify('최신 내용을 불러왔습니다.', { type: 'info' });
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <EditConflictDialog
      conflict={conflict}
      mine={asText(sent.current as Words | null)}
      theirs={asText(conflict?.current)}
      busy={busy}
      onClose={() => setConflict(null)}
      onKeepMine={() => void keepMine()}
      onLoadLatest={() => void loadLatest()}
    />
  );
  return { remember, onError, dialog, opening };
}
