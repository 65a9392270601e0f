/**
 * The file storages (api/server/storage): one suite run against the local disk and against an
 * S3-compatible bucket (s3rver, started here); a server whose uploads go to the bucket; and the command
 * that copies a disk's files into a bucket.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { copyDiskFiles, metaFromDatabase } from '../../../api/server/storage/copy-to-bucket.js';
import { createLocalFileStorage, type FileStorage } from '../../../api/server/storage/file-storage.js';
import { createS3FileStorage } from '../../../api/server/storage/s3-storage.js';
import { startTestServer } from './harness.js';
import { startTestBucket, type TestBucket } from './s3-test-server.js';

async function bytesOf(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const META = { name: '报价说明.txt', mime: 'text/plain' };

/** The behaviour every storage must have. */
function storageSuite(name: string, make: () => FileStorage) {
  describe(`${name} storage`, () => {
    it('keeps bytes under a key and gives them back, from a buffer or a stream', async () => {
      const storage = make();
      assert.deepEqual(await storage.put('key-buffer-01', Buffer.from('报价 1'), META), {
        size: Buffer.byteLength('报价 1'),
      });
      assert.equal((await bytesOf(await storage.get('key-buffer-01')))?.toString(), '报价 1');
      const streamed = Readable.from([Buffer.from('第一段'), Buffer.from('第二段')]);
      assert.deepEqual(await storage.put('key-stream-01', streamed, META), { size: 18 });
      assert.equal((await bytesOf(await storage.get('key-stream-01')))?.toString(), '第一段第二段');
    });

    it('keeps a file larger than one upload part whole', async () => {
      const storage = make();
      const big = Buffer.alloc(9 * 1024 * 1024 + 123);
      for (let index = 0; index < big.length; index += 4096) big[index] = index % 251;
      const source = Readable.from(
        Array.from({ length: Math.ceil(big.length / 65536) }, (_, part) =>
          big.subarray(part * 65536, (part + 1) * 65536),
        ),
      );
      assert.deepEqual(await storage.put('key-large-01', source, META), { size: big.length });
      const back = await bytesOf(await storage.get('key-large-01'));
      assert.equal(back?.length, big.length);
      assert.ok(back?.equals(big));
    });

    it('answers undefined for a missing key; removing twice is no error; refuses a bad key', async () => {
      const storage = make();
      assert.equal(await storage.get('key-missing-01'), undefined);
      await storage.put('key-removed-01', Buffer.from('x'), META);
      await storage.remove('key-removed-01');
      await storage.remove('key-removed-01');
      assert.equal(await storage.get('key-removed-01'), undefined);
      await assert.rejects(storage.put('../../etc/passwd', Buffer.from('x'), META), /invalid storage key/);
    });

    it('can be reached (readiness)', async () => {
      await make().probe();
    });
  });
}

describe('file storage on disk and in an S3-compatible bucket', () => {
  let bucket: TestBucket;
  const folder = mkdtempSync(join(tmpdir(), 'eip-disk-'));

  before(async () => {
    bucket = await startTestBucket();
  });
  after(async () => {
    await bucket?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  storageSuite('disk', () => createLocalFileStorage(join(folder, 'files')));
  storageSuite('S3', () => createS3FileStorage(bucket.options));

  it('an S3 storage whose bucket does not exist is not reachable', async () => {
    await assert.rejects(createS3FileStorage({ ...bucket.options, bucket: 'no-such-bucket' }).probe());
  });

  it('a server configured with a bucket keeps uploads there; the command copies a disk into the bucket once', async () => {
    const server = await startTestServer({ s3: { ...bucket.options, prefix: 'portal/' } });
    try {
      const token = await issueToken(server.app.db, 'u-supplier');
      const form = new FormData();
      form.append('file', new Blob(['存在桶里']), '说明.txt');
      const uploaded = await fetch(`${server.url}/portal/system/file/v1/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = (await uploaded.json()) as { state: boolean; value: { fileId: string } };
      assert.equal(body.state, true);
      const inBucket = createS3FileStorage({ ...bucket.options, prefix: 'portal/' });
      assert.equal((await bytesOf(await inBucket.get(body.value.fileId)))?.toString(), '存在桶里');
      const download = await fetch(
        `${server.url}/portal/system/file/v1/downloadFile?fileId=${body.value.fileId}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      assert.equal(await download.text(), '存在桶里');
      assert.equal((await fetch(`${server.url}/readyz`)).status, 200);

      // The data folder still has the disk files of the seeded demo: the command moves them over.
      const root = join(server.app.ctx.dataDir, 'files');
      await createLocalFileStorage(root).put('key-copied-01', Buffer.from('搬到桶里'), META);
      const target = createS3FileStorage({ ...bucket.options, prefix: 'copied/' });
      const first = await copyDiskFiles(root, target, metaFromDatabase(server.app.db));
      assert.ok(first.copied.includes('key-copied-01'));
      assert.equal((await bytesOf(await target.get('key-copied-01')))?.toString(), '搬到桶里');
      const again = await copyDiskFiles(root, target);
      assert.deepEqual(again.copied, []);
      assert.deepEqual(again.skipped.sort(), first.copied.sort());
    } finally {
      await server.stop();
    }
  });
});
