// 모집 과정: which tracks the round admits, the master's departments, and the quotas (모집 인원; empty: not
// announced). Edits the record's `tracks` (domain/rounds.ts RoundTrack[]) as one value.
import { Box, Checkbox, FormControlLabel, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import { DEPARTMENTS, TRACK_CODES, TRACKS, type TrackCode } from '../../../domain/programs';
import type { RoundTrack } from '../../../domain/rounds';

const quotaOf = (value: string): number | null => (value.trim() === '' ? null : Number(value));

function QuotaField({
  label,
  name,
  value,
  onChange,
  disabled,
}: {
  label: string;
  /** The accessible name, when the visible label alone does not say whose quota it is. */
  name?: string;
  value: number | null;
  onChange: (v: number | null) => void;
  disabled?: boolean;
}) {
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={value ?? ''}
      disabled={disabled}
      onChange={(e) => onChange(quotaOf(e.target.value))}
      slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric', 'aria-label': name ?? label } }}
      sx={{ width: 130 }}
    />
  );
}

export function TracksInput() {
  const { field, fieldState } = useInput({ source: 'tracks', defaultValue: [] });
  const tracks = (field.value as RoundTrack[] | null | undefined) ?? [];
  const set = (next: RoundTrack[]) => field.onChange(TRACK_CODES.flatMap((c) => next.filter((t) => t.track === c)));
  const find = (code: TrackCode) => tracks.find((t) => t.track === code);
  const update = (code: TrackCode, change: Partial<RoundTrack>) =>
    set(tracks.map((t) => (t.track === code ? { ...t, ...change } : t)));
  const toggle = (code: TrackCode, on: boolean) =>
    set(
      on
        ? [
            ...tracks,
            {
              track: code,
              departments: code === 'master' ? DEPARTMENTS.map((d) => ({ slug: d.slug, quota: null })) : [],
              quota: null,
            },
          ]
        : tracks.filter((t) => t.track !== code),
    );

  return (
    <Box sx={{ width: '100%' }}>
      {TRACK_CODES.map((code) => {
        const t = find(code);
        return (
          <Box key={code} sx={{ mb: 2 }} role="group" aria-label={TRACKS[code].ko}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <FormControlLabel
                control={<Checkbox checked={Boolean(t)} onChange={(e) => toggle(code, e.target.checked)} />}
                label={<Typography sx={{ fontWeight: 600 }}>{TRACKS[code].ko} 모집</Typography>}
              />
              {t && code !== 'master' && (
                <QuotaField label="모집 인원" value={t.quota} onChange={(quota) => update(code, { quota })} />
              )}
            </Stack>
            {t && code === 'master' && (
              <Box sx={{ pl: { xs: 1, sm: 4 } }}>
                {DEPARTMENTS.map((d) => {
                  const dep = t.departments.find((x) => x.slug === d.slug);
                  const setDeps = (on: boolean, quota: number | null = dep?.quota ?? null) =>
                    update(code, {
                      departments: DEPARTMENTS.filter((x) =>
                        x.slug === d.slug ? on : t.departments.some((y) => y.slug === x.slug),
                      ).map((x) =>
                        x.slug === d.slug ? { slug: x.slug, quota } : t.departments.find((y) => y.slug === x.slug)!,
                      ),
                    });
                  return (
                    <Stack
                      key={d.slug}
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}
                      useFlexGap
                    >
                      <FormControlLabel
                        sx={{ minWidth: 220 }}
                        control={<Checkbox checked={Boolean(dep)} onChange={(e) => setDeps(e.target.checked)} />}
                        label={d.name}
                      />
                      {dep && (
                        <QuotaField
                          label="인원"
                          name={`${d.name} 인원`}
                          value={dep.quota}
                          onChange={(quota) => setDeps(true, quota)}
                        />
                      )}
                    </Stack>
                  );
                })}
              </Box>
            )}
          </Box>
        );
      })}
      <FormHelperText error={Boolean(fieldState.error)}>
        {fieldState.error?.message ?? '모집 인원을 비워 두면 "미정"으로 안내됩니다.'}
      </FormHelperText>
    </Box>
  );
}
