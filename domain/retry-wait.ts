// When a visitor refused by a limit may try again, said plainly in their language: the Seoul clock time and about how
// long that is from now ("2026.12.02 14:35(약 15분 뒤)" / "首尔时间 2026.12.02 14:35（约15分钟后）").
import { formatDateTime } from './time.js';

export type WaitLang = 'ko' | 'zh';

function duration(seconds: number, lang: WaitLang): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return lang === 'zh' ? `${s}秒` : `${s}초`;
  if (s < 3600) return lang === 'zh' ? `${Math.ceil(s / 60)}分钟` : `${Math.ceil(s / 60)}분`;
  return lang === 'zh' ? `${Math.ceil(s / 3600)}小时` : `${Math.ceil(s / 3600)}시간`;
}

/** The instant `seconds` after `at`, in Seoul time, with the wait beside it. */
export function retryWhen(at: Date, seconds: number, lang: WaitLang): string {
  const until = formatDateTime(new Date(at.getTime() + Math.max(1, Math.ceil(seconds)) * 1000));
  return lang === 'zh'
    ? `首尔时间 ${until}（约${duration(seconds, lang)}后）`
    : `${until}(약 ${duration(seconds, lang)} 뒤)`;
}
