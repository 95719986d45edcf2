// 원서접수 관리 › 대리 접수: a 입학 담당 keys a paper application. The round and the track come first (they set the
// departments, documents and essays asked); the form is the public form's fields and checks (validate.ts), sent as
// the same multipart to POST /api/applications/proxy. The answer's receipt number, and a generated look-up password
// once, are shown for the applicant's copy.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  Loading,
  ResourceContextProvider,
  SaveButton,
  SimpleForm,
  Title,
  Toolbar,
  useDataProvider,
  useNotify,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { FieldValues } from 'react-hook-form';
import { formRules } from '../../../domain/round-form';
import { TRACKS, type TrackCode } from '../../../domain/programs';
import type { Round } from '../../../domain/rounds';
import { documentSpecs } from '../../../domain/round-form';
import { ErrorFocus } from '../layout/form-errors';
import { ConsentAndPasswordInputs, DocumentInputs, EssayInputs, PersonInputs } from './inputs';
import { proxyResolver } from './validate';
import { fetchRoundChoices, sendProxy, type ProxyAnswer, type RoundChoice } from './api';
import { useWatch } from 'react-hook-form';

function PasswordPart() {
  const generate = useWatch({ name: 'generatePassword' }) === true;
  return <ConsentAndPasswordInputs generate={generate} />;
}

function ProxyForm({ round, track, onDone }: { round: Round; track: TrackCode; onDone: (a: ProxyAnswer) => void }) {
  const rules = useMemo(() => formRules(round, track, 'ko'), [round, track]);
  const kinds = documentSpecs(rules.documents).map((d) => d.kind);
  const defaults = useMemo(
    () => ({
      roundId: round.id,
      track,
      idempotencyKey: crypto.randomUUID(),
      consentPrivacy: false,
      consentVerify: false,
      consentCareer: false,
      consentMarketing: false,
      generatePassword: true,
      nationality: track === 'master' ? '대한민국' : '중국',
    }),
    [round.id, track],
  );
  const submit = async (values: FieldValues) => {
    const answer = await sendProxy(values, kinds);
    if ('errors' in answer) return answer.errors;
    onDone(answer);
    return undefined;
  };
  return (
    <ResourceContextProvider value="applications">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton label="접수하기" />
          </Toolbar>
        }
        defaultValues={defaults}
        resolver={proxyResolver(rules)}
        onSubmit={submit}
        disableInvalidFormNotification
        sx={{ maxWidth: 900 }}
      >
        <ErrorFocus />
        <PersonInputs track={track} rules={rules} />
        <EssayInputs rules={rules} />
        <DocumentInputs rules={rules} />
        <PasswordPart />
      </SimpleForm>
    </ResourceContextProvider>
  );
}

function Done({ answer, onNext }: { answer: ProxyAnswer; onNext: () => void }) {
  return (
    <Alert severity="success" sx={{ mb: 2 }}>
      <Typography>
        {answer.name}님의 원서를 접수했습니다. 접수번호 <strong>{answer.receiptNo}</strong>
      </Typography>
      {answer.generatedPassword && (
        <Typography>
          조회 비밀번호: <strong>{answer.generatedPassword}</strong> (지원자에게 전해 주세요. 다시 볼 수 없습니다.)
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button component={Link} to={`/applications/${answer.id}/show`} variant="outlined" color="inherit">
          지원서 보기
        </Button>
        <Button onClick={onNext} variant="contained" color="success">
          다음 원서 입력
        </Button>
      </Stack>
    </Alert>
  );
}

export function ProxyIntakePage() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [choices, setChoices] = useState<RoundChoice[] | null>(null);
  const [roundId, setRoundId] = useState<number | ''>('');
  const [track, setTrack] = useState<TrackCode>('master');
  const [round, setRound] = useState<Round | null>(null);
  const [done, setDone] = useState<ProxyAnswer | null>(null);
  const [sheet, setSheet] = useState(0);
  useEffect(() => {
    fetchRoundChoices().then(setChoices, (e: Error) => notify(e.message, { type: 'error' }));
  }, [notify]);
  useEffect(() => {
    if (roundId === '') return;
    dataProvider.getOne<Round>('rounds', { id: roundId }).then(
      ({ data }) => setRound(data),
      (e: Error) => notify(e.message, { type: 'error' }),
    );
  }, [roundId, dataProvider, notify]);
  if (!choices) return <Loading />;
  const tracks = round?.tracks.map((t) => t.track) ?? [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="대리 접수" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        대리 접수 (서면 원서 입력)
      </Typography>
      <Typography sx={{ mb: 2 }}>
        서면으로 받은 원서를 지원자 대신 입력합니다. 공개 원서와 같은 항목과 검사를 거치며, 입력한 담당자가 지원서
        이력에 남습니다. 이메일이 있으면 접수 확인 메일이 지원자에게 갑니다.
      </Typography>
      {done && <Done answer={done} onNext={() => (setDone(null), setSheet((n) => n + 1))} />}
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              id="proxy-round"
              label="모집"
              value={roundId}
              onChange={(e) => (setRound(null), setRoundId(Number(e.target.value)))}
              sx={{ minWidth: 260 }}
            >
              {choices.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              id="proxy-track"
              label="과정"
              value={tracks.includes(track) ? track : ''}
              onChange={(e) => setTrack(e.target.value as TrackCode)}
              disabled={!round}
              sx={{ minWidth: 200 }}
            >
              {tracks.map((t) => (
                <MenuItem key={t} value={t}>
                  {TRACKS[t].ko}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </CardContent>
      </Card>
      {round && tracks.includes(track) && !done && (
        <Card>
          <ProxyForm key={`${round.id}-${track}-${sheet}`} round={round} track={track} onDone={setDone} />
        </Card>
      )}
    </Box>
  );
}
