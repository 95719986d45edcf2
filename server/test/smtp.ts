// Test support: a real SMTP server (the smtp-server package) on a free port of 127.0.0.1 that keeps every message
// it accepts, parsed by mailparser, and can refuse the next attempts with a temporary error.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Delivered {
  envelopeTo: string[];
  mail: ParsedMail;
}

export interface TestSmtp {
  /** smtp://user:pass@127.0.0.1:port, as SMTP_URL would be. */
  url: string;
  delivered: Delivered[];
  /** The next `n` messages are refused with 451 (a temporary failure). */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

const USER = 'mailer';
const PASS = 'smtp-test-pass';

export async function startTestSmtp(opts: { delayMs?: number } = {}): Promise<TestSmtp> {
  const delivered: Delivered[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === USER && auth.password === PASS) cb(null, { user: USER });
      else cb(new Error('잘못된 계정'));
    },
    onMailFrom(_address, _session, cb) {
      if (refuse > 0) {
        refuse -= 1;
        cb(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        return;
      }
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const to = session.envelope.rcptTo.map((a) => a.address);
        setTimeout(() => {
          simpleParser(raw)
            .then((mail) => {
              delivered.push({ envelopeTo: to, mail });
              cb();
            })
            .catch((err: Error) => cb(err));
        }, opts.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${PASS}@127.0.0.1:${port}`,
    delivered,
    refuseNext(n) {
      refuse = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
