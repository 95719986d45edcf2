// The Korean fallback messages of zod, installed once by the composition root (createApp) at start-up.
// zod keeps them in one global configuration, so this is the only module that touches it.
import { z } from 'zod';

/** Korean fallback messages for every schema; a schema's own { error } text wins over these. Idempotent. */
export function useKoreanZodMessages(): void {
  z.config({
    customError: (iss) => {
      switch (iss.code) {
        case 'invalid_type':
          return iss.input === undefined ? '필수 항목입니다.' : '형식이 올바르지 않습니다.';
        case 'too_small':
          return iss.origin === 'string'
            ? `${String(iss.minimum)}자 이상 입력해주세요.`
            : `${String(iss.minimum)} 이상이어야 합니다.`;
        case 'too_big':
          return iss.origin === 'string'
            ? `${String(iss.maximum)}자 이하로 입력해주세요.`
            : `${String(iss.maximum)} 이하여야 합니다.`;
        case 'invalid_format':
          return iss.format === 'email' ? '이메일 형식이 올바르지 않습니다.' : '형식이 올바르지 않습니다.';
        case 'invalid_value':
          return '허용되지 않는 값입니다.';
        case 'unrecognized_keys':
          return '허용되지 않는 항목입니다.';
        default:
          return '입력값이 올바르지 않습니다.';
      }
    },
  });
}
