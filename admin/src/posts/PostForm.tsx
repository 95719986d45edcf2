// The post form: fields follow the board's kind (calendar dates, professor card fields), rich text with
// image upload, attachments, pinned flag, category, publish date and 게시 종료, 임시저장 and a note for the revision. readOnly: every field shown but locked, for a
// role that reads the boards only.
import {
  BooleanInput,
  DateTimeInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  maxLength,
  required,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { RichTextEditor } from '../editor/RichTextEditor';
import { looksChinese } from '../../../domain/text-lang';
import { AttachmentsInput, PhotoInput } from './AttachmentsInput';
import type { BoardInfo } from './useBoard';
import { endAfterStart, unpublishAfterPublish } from './validators';
import { ErrorFocus } from '../layout/form-errors';

export function PostForm({
  board,
  toolbar,
  defaultValues,
  readOnly = false,
}: {
  board: BoardInfo;
  toolbar?: ReactNode;
  defaultValues?: Record<string, unknown>;
  readOnly?: boolean;
}) {
  const professor = board.kind === 'professor';
  return (
    <SimpleForm
      disableInvalidFormNotification
      toolbar={toolbar as never}
      defaultValues={defaultValues}
      disabled={readOnly}
      sx={{ maxWidth: 980 }}
    >
      <ErrorFocus />
      <TextInput
        source="title"
        label={professor ? '이름' : '제목'}
        validate={[required(professor ? '이름을 입력해주세요.' : '제목을 입력해주세요.'), maxLength(200)]}
        fullWidth
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'center' }}>
        {board.categories.length > 0 && (
          <SelectInput
            source="category"
            choices={board.categories.map((c) => ({ id: c, name: c }))}
            emptyText="분류 없음"
          />
        )}
        {!professor && board.kind !== 'calendar' && (
          <BooleanInput disabled={readOnly} source="isNotice" helperText="목록 맨 위에 공지로 고정합니다." />
        )}
        <DateTimeInput disabled={readOnly} source="publishedAt" helperText="미래 시각이면 그때 공개됩니다." />
        <DateTimeInput
          disabled={readOnly}
          source="unpublishAt"
          validate={unpublishAfterPublish}
          helperText="이 시각부터 사이트에서 내려갑니다. 비우면 계속 게시됩니다."
        />
        {!professor && <TextInput source="authorName" helperText="비우면 사이트 설정의 학교 이름으로 게시됩니다." />}
      </Box>
      {board.kind === 'calendar' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'center' }}>
          <DateTimeInput disabled={readOnly} source="startAt" validate={required('시작을 입력해주세요.')} />
          <DateTimeInput
            disabled={readOnly}
            source="endAt"
            validate={endAfterStart}
            helperText="하루 일정이면 비워두세요."
          />
          <BooleanInput disabled={readOnly} source="allDay" helperText="시각 없이 날짜로만 표시합니다." />
        </Box>
      )}
      {professor && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            교수 정보
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
            <TextInput source="extra.position" validate={maxLength(50)} helperText="예: 교수, 부교수, 겸임교수" />
            <TextInput source="extra.major" validate={maxLength(200)} />
            <TextInput source="extra.email" validate={[email('이메일 형식이 올바르지 않습니다.'), maxLength(254)]} />
            <TextInput source="extra.phone" validate={maxLength(30)} />
            <TextInput source="extra.office" validate={maxLength(100)} />
            <NumberInput disabled={readOnly} source="extra.order" helperText="작은 수가 앞에 옵니다." />
          </Box>
          <PhotoInput readOnly={readOnly} />
        </>
      )}
      <ContentEditor label={professor ? '소개' : '내용'} readOnly={readOnly} />
      {board.allowAttachments && board.maxFiles > 0 && <AttachmentsInput board={board} readOnly={readOnly} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'center', width: '100%' }}>
        <BooleanInput
          disabled={readOnly}
          source="isDraft"
          label="임시저장"
          helperText="켜 두면 사이트에 보이지 않습니다. 끄고 저장하면 게시됩니다."
        />
        {!readOnly && (
          <TextInput
            source="revisionNote"
            label="변경 메모"
            validate={maxLength(300)}
            helperText="이번 저장을 설명하는 짧은 메모 (수정 이력에 남습니다)"
            sx={{ flex: 1, minWidth: 240 }}
          />
        )}
      </Box>
    </SimpleForm>
  );
}

/** The body editor, marked zh-Hans when the title is Chinese (a China MBA notice). */
function ContentEditor({ label, readOnly }: { label: string; readOnly?: boolean }) {
  const title = useWatch({ name: 'title' }) as string | undefined;
  const zh = looksChinese(title ?? '');
  return <RichTextEditor source="content" label={label} readOnly={readOnly} lang={zh ? 'zh-Hans' : undefined} />;
}
