// The Korean sentences of a chain check (verify.ts): what is wrong first, the rows the check went around, and which
// checkpoints it compared, from where and up to which entry. The admin's 무결성 확인 and the CLI say the same.
import { formatDateTime } from '../../domain/time.js';
import type { Anchors, ChainCheck, Finding } from './verify.js';

const when = (iso: string) => formatDateTime(new Date(iso));
/** How many findings are told in words (the answer lists the first 50). */
const SHOWN = 5;

function findingSentence(f: Finding, check: ChainCheck): string {
  switch (f.reason) {
    case 'forged-checkpoint':
      return `체크포인트(${f.source} ${f.line}번째 줄)의 서명이 맞지 않습니다: 체크포인트가 위조되었거나 다른 키(AUDIT_KEY)로 만들어졌습니다. 이 체크포인트는 대조에서 뺐습니다.`;
    case 'rewritten':
      return (
        `감사 기록 ${f.id}번에서 무결성이 깨졌습니다: ${when(f.checkpoint.at)} 체크포인트에 ` +
        `남은 값과 다릅니다(체크포인트 이후 기록이 다시 쓰였습니다).`
      );
    case 'truncated':
      return (
        `감사 기록 ${f.id}번부터 사라졌습니다: ${when(f.checkpoint.at)} 체크포인트에는 ` +
        `${f.checkpoint.lastId}번(${f.checkpoint.count}건)까지 있었으나 지금은 ${check.count}건뿐입니다` +
        `(${check.count === 0 ? '기록이 모두 지워졌습니다' : '끝부분이 잘렸습니다'}).`
      );
    case 'missing':
      return `감사 기록 ${f.id}번이 없습니다: ${when(f.checkpoint.at)} 체크포인트가 본 기록이 지워졌습니다.`;
    default: {
      const why = {
        gap: '앞 번호의 기록이 없습니다(삭제된 기록이 있습니다)',
        unlinked: '앞 기록과의 연결 값이 맞지 않습니다(기록이 바뀌었거나 끼워 넣어졌습니다)',
        edited: '기록의 내용이 서명(HMAC) 값과 맞지 않습니다(키 없이 다시 계산되었거나 기록이 수정되었습니다)',
      }[f.reason];
      return `감사 기록 ${f.id}번에서 무결성이 깨졌습니다: ${why}.`;
    }
  }
}

/** Which checkpoints the check compared: how many, from where, up to which entry; or that there were none. */
export function describeAnchors(a: Anchors): string {
  if (!a.compared)
    return (
      `대조한 체크포인트: 없음 (찾아본 곳: ${a.searched.join(', ')}). ` +
      'AUDIT_CHECKPOINT_FILE을 설정하거나, 개인정보 보호책임자가 메일로 받은 체크포인트를 붙여 넣어 대조하세요.'
    );
  const from = a.sources.map((s) => `${s.source} ${s.count}개`).join(', ');
  const upTo = a.upTo
    ? ` 가장 늦게까지 본 체크포인트는 ${when(a.upTo.at)}의 ${a.upTo.lastId}번 기록(${a.upTo.count}건)까지입니다.`
    : '';
  return `대조한 체크포인트: ${a.compared}개 (${from}).${upTo}`;
}

/** The whole answer, sentence by sentence. */
export function describeCheck(check: ChainCheck): string {
  const parts: string[] = [];
  if (check.status === 'intact') parts.push(`감사 기록 ${check.count}건의 연결이 모두 온전합니다.`);
  else if (check.status === 'unanchored')
    parts.push(
      `감사 기록 ${check.count}건이 서로 맞게 이어져 있습니다. 그러나 대조한 체크포인트가 하나도 없어, ` +
        '끝부분이 잘렸거나 기록이 통째로 비워진 뒤 다시 쌓였는지는 확인하지 못했습니다. 온전하다고 확인된 것이 아닙니다.',
    );
  else if (check.status === 'empty')
    parts.push(
      '감사 기록이 하나도 없습니다. 대조할 체크포인트도 없어 처음부터 비어 있었는지 누군가 비웠는지 알 수 없습니다. ' +
        '온전하다고 확인된 것이 아닙니다.',
    );
  else {
    // The first finding, then other kinds than unsigned rows (which the sentence after names together).
    const [first, ...rest] = check.findings;
    const shown = [first, ...rest.filter((f) => f.reason !== 'edited').slice(0, SHOWN - 1)];
    for (const f of shown) parts.push(findingSentence(f, check));
    const told = shown.length + check.findings.filter((f) => f.reason === 'edited' && f !== first).length;
    if (check.findingCount > told) parts.push(`이 밖에도 ${check.findingCount - told}곳에서 문제가 발견되었습니다.`);
    if (check.strays.length)
      parts.push(
        `서명이 맞지 않는 기록(키 없이 끼워 넣어졌거나 고쳐진 기록): ${check.strays.slice(0, 20).join(', ')}번` +
          `${check.strays.length > 20 ? ` 외 ${check.strays.length - 20}건` : ''}. ` +
          `이 기록은 건너뛰고 그 뒤의 기록을 계속 확인했으며, 기록 ${check.count}건 중 ${check.verified}건은 서명과 연결이 맞습니다.`,
      );
  }
  if (check.acknowledged.length)
    parts.push(
      `검토를 마친 서명 없는 기록 ${check.acknowledged.length}건은 건너뛰었습니다: ` +
        check.acknowledged
          .slice(0, 5)
          .map((a) => `${a.id}번(${a.by ?? '관리자'} 검토: ${a.reason})`)
          .join(', ') +
        '.',
    );
  parts.push(describeAnchors(check.anchors));
  return parts.join(' ');
}
