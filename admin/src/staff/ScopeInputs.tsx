// 담당 범위 on 관리자 계정 수정: for a 홍보·콘텐츠 담당, the page addresses (each holds the pages under it) and the boards
// the account is limited to. Both left empty: no limit. `scopePayload` turns the form into what PUT /api/staff/:id
// takes (domain/scope.ts).
import { Typography } from '@mui/material';
import { AutocompleteArrayInput, TextArrayInput, useGetList } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { StaffScope } from '../../../domain/scope';

interface BoardRow {
  id: number;
  enName: string;
  name: string;
}

export function ScopeInputs() {
  const role = useWatch({ name: 'role' }) as string | undefined;
  const { data: boards = [] } = useGetList<BoardRow>('boards', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'sortOrder', order: 'ASC' },
  });
  if (role !== 'content') return null;
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        담당 범위
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        정하면 이 계정은 아래 페이지와 게시판만 보고 고칠 수 있고, 메뉴 관리·팝업·다른 게시판은 열 수 없습니다. 둘 다
        비워 두면 제한이 없습니다.
      </Typography>
      <TextArrayInput
        source="scope.pages"
        label="페이지 주소"
        helperText="/로 시작하는 주소를 적고 Enter. 그 주소와 그 아래 페이지가 범위에 듭니다 (예: /department/ai_business)."
        fullWidth
      />
      <AutocompleteArrayInput
        source="scope.boards"
        label="게시판"
        choices={boards}
        optionValue="enName"
        optionText={(b: BoardRow) => `${b.name} (${b.enName})`}
        fullWidth
      />
    </>
  );
}

/** The form's scope as the API takes it: null for another role or when both lists are empty. */
export function scopePayload<T extends { role?: string; scope?: Partial<StaffScope> | null }>(data: T) {
  const pages = (data.scope?.pages ?? []).map((p) => p.trim()).filter(Boolean);
  const boards = data.scope?.boards ?? [];
  const scope = data.role === 'content' && (pages.length || boards.length) ? { pages, boards } : null;
  return { ...data, scope };
}
