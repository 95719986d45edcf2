// The popup form (create and edit): content, period in Seoul time, audience, "don't show again", desktop
// placement, and the preview beside it. The server validates everything again (400 → messages under fields).
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  required,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { RichTextEditor } from '../editor/RichTextEditor';
import { useFormContext } from 'react-hook-form';
import { deviceChoices, dismissChoices, langChoices } from './choices';
import { ImageUpload } from './ImageUpload';
import { PopupPreview } from './PopupPreview';
import { fromSeoulInput, seoulEndOfDayIn, seoulNow, toSeoulInput } from './seoulTime';
import { FormSection } from '../layout/FormSection';
import { POPUP_DEFAULTS } from '../../../domain/popups';
import { ErrorFocus } from '../layout/form-errors';

export const popupDefaults = () => ({
  ...POPUP_DEFAULTS,
  title: '',
  image: null,
  startAt: seoulNow(),
  endAt: seoulEndOfDayIn(7),
});

// Each shortcut sets one end of the period, or both, read at the moment it is pressed.
const PERIOD_SHORTCUTS: {
  label: string;
  values: () => Record<'startAt' | 'endAt', string> | { startAt: string } | { endAt: string };
}[] = [
  { label: '오늘 하루만', values: () => ({ startAt: seoulNow(), endAt: seoulEndOfDayIn(0) }) },
  { label: '지금부터', values: () => ({ startAt: seoulNow() }) },
  { label: '내일 23:59까지', values: () => ({ endAt: seoulEndOfDayIn(1) }) },
  { label: '3일 뒤 23:59까지', values: () => ({ endAt: seoulEndOfDayIn(3) }) },
  { label: '7일 뒤 23:59까지', values: () => ({ endAt: seoulEndOfDayIn(7) }) },
  { label: '30일 뒤 23:59까지', values: () => ({ endAt: seoulEndOfDayIn(30) }) },
];

function PeriodShortcuts() {
  const { setValue } = useFormContext();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      {PERIOD_SHORTCUTS.map((s) => (
        <Button
          key={s.label}
          size="small"
          variant="outlined"
          onClick={() => {
            for (const [field, value] of Object.entries(s.values())) setValue(field, value, { shouldDirty: true });
          }}
        >
          {s.label}
        </Button>
      ))}
    </Stack>
  );
}

const seoulDateTime = {
  type: 'datetime-local',
  format: toSeoulInput,
  parse: fromSeoulInput,
  InputLabelProps: { shrink: true },
} as const;

export function PopupForm({ toolbar }: { toolbar?: React.ReactElement | false }) {
  return (
    <SimpleForm disableInvalidFormNotification toolbar={toolbar} sx={{ maxWidth: 1400 }}>
      <ErrorFocus />
      <Box sx={{ display: 'flex', gap: 4, width: '100%', flexDirection: { xs: 'column', lg: 'row' } }}>
        <Box sx={{ flex: '1 1 560px', minWidth: 0 }}>
          <FormSection title="기본">
            <TextInput
              source="title"
              validate={required('제목을 입력해주세요.')}
              fullWidth
              helperText="팝업 맨 위에 보이고, 화면 낭독기가 대화상자의 이름으로 읽습니다."
            />
            <Stack direction="row" spacing={3} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <BooleanInput source="active" helperText="끄면 기간 중에도 보이지 않습니다." />
              <NumberInput source="sortOrder" helperText="작을수록 먼저(위에) 보입니다." sx={{ maxWidth: 220 }} />
            </Stack>
          </FormSection>
          <FormSection title="게시 기간 (서울 시각)">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextInput
                source="startAt"
                validate={required('시작 일시를 입력해주세요.')}
                {...seoulDateTime}
                helperText="이 시각부터 보입니다."
              />
              <TextInput
                source="endAt"
                validate={required('종료 일시를 입력해주세요.')}
                {...seoulDateTime}
                helperText="이 시각이 되면 내려갑니다."
              />
            </Stack>
            <PeriodShortcuts />
          </FormSection>
          <FormSection title="보여줄 곳">
            <RadioButtonGroupInput source="device" choices={deviceChoices} />
            <RadioButtonGroupInput
              source="lang"
              choices={langChoices}
              helperText="중국어는 China MBA 페이지에 보입니다."
            />
          </FormSection>
          <FormSection title="내용">
            <FormDataConsumer>
              {({ formData }) => (
                <RichTextEditor
                  source="body"
                  fullWidth
                  helperText="본문과 이미지 중 하나는 있어야 합니다."
                  lang={formData.lang === 'zh-Hans' ? 'zh-Hans' : undefined}
                />
              )}
            </FormDataConsumer>
            <ImageUpload />
            <TextInput
              source="imageAlt"
              fullWidth
              multiline
              helperText="이미지에 담긴 글과 정보를 그대로 적어주세요. 화면 낭독기 이용자는 이 글을 듣습니다."
            />
            <TextInput
              source="linkUrl"
              fullWidth
              helperText="https://로 시작하는 주소나 /entrance/recruit 같은 사이트 경로. 이미지를 누르거나 '자세히 보기'로 이동합니다."
            />
            <BooleanInput source="linkNewTab" />
          </FormSection>
          <FormSection title="다시 보지 않기">
            <RadioButtonGroupInput source="dismissMode" choices={dismissChoices} />
            <FormDataConsumer>
              {({ formData }) =>
                formData.dismissMode === 'hours' ? <NumberInput source="dismissHours" min={1} max={720} /> : null
              }
            </FormDataConsumer>
          </FormSection>
          <FormSection title="PC 화면 위치와 크기">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              위치를 비워두면 여러 팝업이 화면 위쪽에 나란히 놓입니다. 휴대폰에서는 언제나 화면 아래쪽 전체 너비로
              하나씩 보입니다.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <NumberInput source="positionLeft" min={0} max={3000} />
              <NumberInput source="positionTop" min={0} max={3000} />
              <NumberInput source="width" min={240} max={1200} />
              <NumberInput source="height" min={120} max={1200} helperText="넘치는 내용은 스크롤됩니다." />
            </Stack>
          </FormSection>
        </Box>
        <Box
          sx={{ flex: '1 1 420px', minWidth: 0, position: { lg: 'sticky' }, top: { lg: 72 }, alignSelf: 'flex-start' }}
        >
          <PopupPreview />
        </Box>
      </Box>
    </SimpleForm>
  );
}
