import type { AddressInfo } from 'node:net';

/** A mail the capture received: one envelope recipient and the raw message. */
export interface CapturedMail {
  to: string;
  raw: string;
}

/**
 * A real SMTP server on a free local port (smtp-server, no TLS, no authentication) that keeps what it is
 * sent: the portal's mailbox URL for it, the mails received, a promise of the first one, and close().
 */
export async function smtpCapture() {
  const { SMTPServer } = await import('smtp-server');
  const received: CapturedMail[] = [];
  let arrived: () => void = () => {};
  const first = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo)
          received.push({ to: to.address, raw: Buffer.concat(chunks).toString() });
        arrived();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}?tls=none`,
    received,
    first,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
