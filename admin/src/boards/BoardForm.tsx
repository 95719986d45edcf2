// The board form shared by create and edit: URL key, name, kind, paging, categories and attachment rules.
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxValue,
  minValue,
  regex,
  required,
  type Validator,
} from 'react-admin';
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { EXTENSION_CHOICES, KIND_CHOICES, READ_ACCESS_CHOICES } from './messages';

const enName = [
  required('영문 이름을 입력해주세요.'),
  regex(/^[a-z][a-z0-9_]{1,39}$/, '영문 소문자로 시작하고 영문 소문자, 숫자, _만 쓸 수 있습니다 (2~40자).'),
];
const range = (min: number, max: number): Validator[] => [
  required(),
  minValue(min, `${min} 이상이어야 합니다.`),
  maxValue(max, `${max} 이하여야 합니다.`),
];

export const boardDefaults = {
  kind: 'list',
  rowsPerPage: 15,
  newBadgeHours: 72,
  categories: [],
  allowAttachments: true,
  maxFiles: 5,
  maxFileMb: 20,
  allowedExtensions: [],
  sortOrder: 10,
  approvalRequired: false,
  readAccess: 'public',
  readGroupId: null,
};

export function BoardForm({
  toolbar,
  defaultValues,
}: {
  toolbar?: ReactNode;
  defaultValues?: Record<string, unknown>;
}) {
  return (
    <SimpleForm toolbar={toolbar as never} defaultValues={defaultValues} sx={{ maxWidth: 760 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        기본 정보
      </Typography>
      <TextInput source="name" validate={required('게시판 이름을 입력해주세요.')} fullWidth />
      <TextInput
        source="enName"
        validate={enName}
        helperText="주소에 쓰입니다: /board/영문이름 (예: notice)"
        fullWidth
      />
      <SelectInput source="kind" choices={KIND_CHOICES} validate={required()} />
      <NumberInput source="sortOrder" helperText="작은 수가 앞에 옵니다." />
      <BooleanInput
        source="approvalRequired"
        helperText="켜면 최고관리자가 아닌 사람이 올린 글은 승인 담당자가 승인해야 공개됩니다 (승인 요청)."
      />
      <SelectInput
        source="readAccess"
        choices={READ_ACCESS_CHOICES}
        validate={required()}
        helperText="회원·그룹 게시판은 로그인한 회원(그룹이면 그 그룹의 회원)만 읽고, 검색·사이트맵에 나오지 않습니다."
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.readAccess === 'group' ? (
            <ReferenceInput source="readGroupId" reference="member-groups" sort={{ field: 'name', order: 'ASC' }}>
              <SelectInput optionText="name" validate={required('회원 그룹을 골라주세요.')} />
            </ReferenceInput>
          ) : null
        }
      </FormDataConsumer>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        목록
      </Typography>
      <NumberInput source="rowsPerPage" validate={range(1, 100)} />
      <NumberInput
        source="newBadgeHours"
        validate={range(0, 8760)}
        helperText="게시 후 이 시간 동안 목록에 N 표시가 붙습니다. 0이면 표시하지 않습니다."
      />
      <ArrayInput source="categories" helperText="목록의 분류 탭과 글쓰기의 분류 선택에 쓰입니다.">
        <SimpleFormIterator inline disableReordering={false}>
          <TextInput source="name" label="분류 이름" validate={required()} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        첨부파일
      </Typography>
      <BooleanInput source="allowAttachments" />
      <FormDataConsumer>
        {({ formData }) =>
          formData.allowAttachments ? (
            <>
              <NumberInput source="maxFiles" validate={range(0, 20)} />
              <NumberInput source="maxFileMb" validate={range(1, 30)} helperText="1~30MB" />
              <CheckboxGroupInput
                source="allowedExtensions"
                choices={EXTENSION_CHOICES}
                helperText="아무것도 고르지 않으면 위의 모든 형식을 받습니다."
              />
            </>
          ) : null
        }
      </FormDataConsumer>
    </SimpleForm>
  );
}
