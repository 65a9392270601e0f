/** The little of hoodiecrow-imap (an IMAP test server, no types of its own) the development mail service uses. */
declare module 'hoodiecrow-imap' {
  import type { Server } from 'node:net';

  export interface HoodiecrowMessage {
    raw: string;
    flags?: string[];
    uid?: number;
    internaldate?: string | Date;
  }

  export interface HoodiecrowFolder {
    messages?: HoodiecrowMessage[];
    folders?: Record<string, HoodiecrowFolder>;
    'special-use'?: string;
    separator?: string;
    type?: string;
    uid?: number;
    uidnext?: number;
    uidvalidity?: number;
  }

  export interface HoodiecrowOptions {
    plugins?: string[];
    users?: Record<string, { password: string }>;
    storage?: Record<string, HoodiecrowFolder>;
    debug?: boolean;
  }

  export interface HoodiecrowServer {
    server: Server;
    storage: Record<string, HoodiecrowFolder>;
    users: Record<string, { password: string }>;
    listen(port: number, host: string, callback: () => void): void;
    close(callback?: () => void): void;
    appendMessage(mailbox: string, flags: string[], internaldate: Date, raw: string): void;
  }

  export default function hoodiecrow(options: HoodiecrowOptions): HoodiecrowServer;
}
