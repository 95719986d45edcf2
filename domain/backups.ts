// The backups' rules both sides read: the file names (the Seoul instant of the snapshot), which copies the rotation
// keeps (the newest of each of the last 7 days that have one, and of each of the last 4 weeks, Monday to Sunday in
// Seoul), when the daily job runs (03:00 Seoul) and when the dashboard warns (the newest copy older than 26 hours,
// or the last run failed).
import { seoulMidnight, seoulParts, type Moment } from './time.js';

export const BACKUP_HOUR = 3;
export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;
export const STALE_AFTER_MS = 26 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * backup-20261128-030000.dump (sealed: .dump.enc), the instant in Seoul time. A copy made by hand (`npm run backup`)
 * is named manual-…: the rotation leaves it alone, so a copy taken before an upgrade is not removed by the next
 * night's; it stays until the operator deletes it.
 */
export function backupFileName(at: Moment, sealed: boolean, manual = false): string {
  const p = seoulParts(at);
  const s = new Date(at).getUTCSeconds();
  const stamp = `${p.y}${pad(p.m)}${pad(p.d)}-${pad(p.h)}${pad(p.min)}${pad(s)}`;
  return `${manual ? 'manual' : 'backup'}-${stamp}.dump${sealed ? '.enc' : ''}`;
}

const NAME = /^(backup|manual)-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.dump(\.enc)?$/;

/** The instant a backup file was taken, from its name; null for any other file. */
export function backupFileTime(name: string): Date | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const [y, mo, d, h, min, s] = m.slice(2, 8).map(Number);
  return new Date(seoulMidnight(y, mo, d, h, min).getTime() + s * 1000);
}

const dayKey = (at: Date) => {
  const p = seoulParts(at);
  return `${p.y}-${pad(p.m)}-${pad(p.d)}`;
};

/** The Monday (in Seoul) of the week of `at`. */
const weekKey = (at: Date) => {
  const p = seoulParts(at);
  const utc = new Date(Date.UTC(p.y, p.m - 1, p.d));
  utc.setUTCDate(utc.getUTCDate() - ((utc.getUTCDay() + 6) % 7));
  return utc.toISOString().slice(0, 10);
};

/** Of the daily job's files named, those the rotation removes: all but 7 daily and 4 weekly copies. */
export function filesToRotate(names: string[]): string[] {
  const files = names
    .filter((name) => name.startsWith('backup-'))
    .map((name) => ({ name, at: backupFileTime(name) }))
    .filter((f): f is { name: string; at: Date } => f.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const days = new Set<string>();
  const weeks = new Set<string>();
  const keep = new Set<string>();
  for (const f of files) {
    const day = dayKey(f.at);
    const week = weekKey(f.at);
    if (days.size < KEEP_DAILY && !days.has(day)) {
      days.add(day);
      keep.add(f.name);
    }
    if (weeks.size < KEEP_WEEKLY && !weeks.has(week)) {
      weeks.add(week);
      keep.add(f.name);
    }
  }
  return files.filter((f) => !keep.has(f.name)).map((f) => f.name);
}

/** The day's scheduled instant (03:00 Seoul) of the day of `at`. */
export function scheduledAt(at: Moment): Date {
  const p = seoulParts(at);
  return seoulMidnight(p.y, p.m, p.d, BACKUP_HOUR);
}

export type BackupWarning = 'none' | 'missing' | 'stale' | 'failed';

export const BACKUP_WARNING_TEXT: Record<Exclude<BackupWarning, 'none'>, string> = {
  missing: '아직 백업이 한 번도 만들어지지 않았습니다.',
  stale: '가장 최근 백업이 26시간보다 오래되었습니다.',
  failed: '마지막 백업 작업이 실패했습니다.',
};

/** The dashboard's warning from the newest good backup's time and the last finished run's result. */
export function backupWarning(newestOk: Moment | null, lastRunOk: boolean | null, at: Moment): BackupWarning {
  if (lastRunOk === false) return 'failed';
  if (!newestOk) return 'missing';
  return new Date(at).getTime() - new Date(newestOk).getTime() > STALE_AFTER_MS ? 'stale' : 'none';
}

/** What started a backup run (backup_runs.trigger): the 03:00 job, or `npm run backup` by hand. */
export const BACKUP_TRIGGERS = ['schedule', 'manual'] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];
