import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/**
 * The sites' entry files (each site's index.html, the portal's config.json) answered from memory: every
 * visit and every portal page asks for them, and reading them from disk (with their precompressed copies)
 * held the portal to about 1,850 answers a second. Each is kept with its brotli and gzip bodies and a strong
 * ETag of its content; a `stat` per request (microseconds) notices a rebuilt portal or a config.json an
 * operator edited in place, and the next request reads the file again. A precompressed copy older than the
 * file is not used: the file is compressed here instead.
 */

type Coding = 'br' | 'gzip' | 'identity';

interface Loaded {
  mtimeMs: number;
  size: number;
  etag: string;
  bodies: Record<Coding, Buffer>;
}

const CODINGS: Coding[] = ['br', 'gzip', 'identity'];

function precompressed(path: string, mtimeMs: number): Buffer | undefined {
  try {
    return statSync(path).mtimeMs >= mtimeMs ? readFileSync(path) : undefined;
  } catch {
    return undefined;
  }
}

export class EntryFile {
  private loaded?: Loaded;

  constructor(
    readonly path: string,
    private readonly contentType: string,
  ) {}

  /** The file as it is on disk now, or undefined when there is none. */
  current(): Loaded | undefined {
    let mtimeMs: number;
    let size: number;
    try {
      ({ mtimeMs, size } = statSync(this.path));
    } catch {
      this.loaded = undefined;
      return undefined;
    }
    const loaded = this.loaded;
    if (loaded && loaded.mtimeMs === mtimeMs && loaded.size === size) return loaded;
    const identity = readFileSync(this.path);
    this.loaded = {
      mtimeMs,
      size,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      bodies: {
        identity,
        br:
          precompressed(`${this.path}.br`, mtimeMs) ??
          brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: precompressed(`${this.path}.gz`, mtimeMs) ?? gzipSync(identity, { level: 9 }),
      },
    };
    return this.loaded;
  }

  /** Answers the file (304 when the browser's copy is current), in the best coding the client accepts. */
  send(request: FastifyRequest, reply: FastifyReply): void {
    const file = this.current();
    if (!file) {
      reply.callNotFound();
      return;
    }
    reply
      .header('Content-Type', this.contentType)
      .header('Cache-Control', 'no-cache')
      .header('ETag', file.etag)
      .header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === file.etag) {
      reply.status(304).send();
      return;
    }
    const coding = (new Negotiator(request.raw).encoding(CODINGS) ?? 'identity') as Coding;
    // Compressed here already: the compression hook leaves an answer with a Content-Encoding alone (and
    // compresses no identity answer, which only a client accepting neither coding gets).
    if (coding !== 'identity') reply.header('Content-Encoding', coding);
    reply.send(file.bodies[coding]);
  }
}
