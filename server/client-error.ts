// Requests Node's HTTP parser refuses before Express sees them (a 64 KB header, a malformed request line) get an
// answer in the error contract instead of Node's bare status line: JSON {errorMessage} in Korean under /api, a small
// Korean page elsewhere. The request was never parsed, so its path is read from the raw bytes when they are there.
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    '요청 헤더가 너무 큽니다. 이 사이트의 쿠키를 삭제한 뒤 다시 시도해주세요.',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', '요청 시간이 초과되었습니다. 다시 시도해주세요.'],
};
const BAD_REQUEST: [number, string, string] = [400, 'Bad Request', '잘못된 요청입니다.'];

function requestPath(raw: Buffer | undefined): string {
  const line = raw?.subarray(0, 2048).toString('latin1').split('\r\n', 1)[0] ?? '';
  return /^[A-Z]+ (\S+) HTTP\/1\.[01]$/.exec(line)?.[1] ?? '';
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    // A connection the client already dropped has nobody to answer.
    if (err.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const [status, reason, message] = ANSWERS[err.code ?? ''] ?? BAD_REQUEST;
    const api = /^\/api(\/|$|\?)/.test(requestPath(err.rawPacket));
    const body = api
      ? JSON.stringify({ errorMessage: message })
      : `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status} ${reason}</title></head><body><main><h1>요청을 처리하지 못했습니다</h1><p>${escapeHtml(message)}</p><p><a href="/">홈으로</a></p></main></body></html>`;
    const type = api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
