// 제출 서류: per admitted track, which documents the round asks (받음) and which of those are required (필수).
// A track the record has no list for asks today's defaults (domain/rounds.ts roundDocuments); the first change
// writes the track's own list into `documents`.
import {
  Box,
  Checkbox,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { documentKindsFor } from '../../../domain/application-fields';
import { TRACKS, type TrackCode } from '../../../domain/programs';
import { roundDocuments, type RoundDocument, type RoundTrack } from '../../../domain/rounds';

type Documents = Partial<Record<TrackCode, RoundDocument[]>>;

export function DocumentsInput() {
  const { field } = useInput({ source: 'documents', defaultValue: {} });
  const tracks = (useWatch({ name: 'tracks' }) as RoundTrack[] | undefined) ?? [];
  const documents = (field.value as Documents | null | undefined) ?? {};

  const change = (track: TrackCode, kind: string, asked: boolean, required: boolean) => {
    const current = roundDocuments({ documents }, track);
    const rest = current.filter((d) => d.kind !== kind);
    const next = asked ? [...rest, { kind, required }] : rest;
    // In the upload table's order.
    const ordered = documentKindsFor(track).flatMap((k) => next.filter((d) => d.kind === k.kind));
    field.onChange({ ...documents, [track]: ordered });
  };

  if (!tracks.length) return <Typography color="text.secondary">모집 과정을 먼저 골라주세요.</Typography>;
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {tracks.map(({ track }) => {
        const asked = roundDocuments({ documents }, track);
        return (
          <Box key={track} sx={{ overflowX: 'auto' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {TRACKS[track].ko}
            </Typography>
            <Table size="small" aria-label={`${TRACKS[track].ko} 제출 서류`}>
              <TableHead>
                <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                  <TableCell>서류</TableCell>
                  <TableCell>받음</TableCell>
                  <TableCell>필수</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {documentKindsFor(track).map((k) => {
                  const doc = asked.find((d) => d.kind === k.kind);
                  return (
                    <TableRow key={k.kind}>
                      <TableCell>{k.ko}</TableCell>
                      <TableCell padding="checkbox">
                        <FormControlLabel
                          sx={{ m: 0 }}
                          label=""
                          control={
                            <Checkbox
                              checked={Boolean(doc)}
                              onChange={(e) => change(track, k.kind, e.target.checked, doc?.required ?? k.required)}
                              slotProps={{ input: { 'aria-label': `${k.ko} 받음` } }}
                            />
                          }
                        />
                      </TableCell>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={Boolean(doc?.required)}
                          disabled={!doc}
                          onChange={(e) => change(track, k.kind, true, e.target.checked)}
                          slotProps={{ input: { 'aria-label': `${k.ko} 필수` } }}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        );
      })}
    </Stack>
  );
}
