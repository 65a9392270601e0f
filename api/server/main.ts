import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createApp } from './app.js';
import { directoryFromEnv, operationsFromEnv } from './ops/settings.js';
import { s3OptionsFromEnv } from './storage/s3-storage.js';

// Every variable read here is described in docs/operations.md.
const env = process.env;
const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '0.0.0.0';
const dataDir = resolve(env.DATA_DIR ?? 'data');
const databaseUrl = env.DATABASE_URL || undefined;
const seedDemo = databaseUrl ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0';
const corsOrigins = (env.CORS_ORIGINS ?? '').split(',').filter(Boolean);
const s3 = s3OptionsFromEnv(env);
const operations = operationsFromEnv(env);
const directory = directoryFromEnv(env);
// The development mail service (mail/dev-service.ts): outside production, unless DEV_MAIL=0.
const devMail = env.NODE_ENV !== 'production' && env.DEV_MAIL !== '0';

const app = await createApp({
  dataDir,
  databaseUrl,
  seedDemo,
  corsOrigins,
  devMail,
  s3,
  poolSize: env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : undefined,
  operations,
  directory,
  rateLimit: env.AUTH_RATE_LIMIT ? { auth: Number(env.AUTH_RATE_LIMIT) } : undefined,
  logger: env.LOG === '1',
});
await app.server.listen({ port, host });

const address = `http://localhost:${(app.server.server.address() as AddressInfo).port}`;
console.log(`\n门户已启动  Portal ready at ${address}/front/`);
console.log(`  组件文档 Docs:           ${address}/docs/`);
console.log(`  脚本包 Script bundle:    ${address}/elements/eip-elements.js`);
console.log(`  数据 Data:               ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : dataDir}`);
if (directory) console.log(`  公司目录 Directory:      ${directory.url} (${directory.baseDn})`);
console.log(`  文件 Files:              ${s3 ? `S3 bucket ${s3.bucket}` : `${dataDir}/files`}`);
if (app.devMailError) console.log(`  开发邮件服务 Dev mail:    not started: ${app.devMailError}`);
if (app.devMail) {
  console.log(
    `  开发邮件服务 Dev mail:    SMTP ${app.devMail.host}:${app.devMail.smtpPort}, ${app.devMail.imapPorts.size} IMAP mailboxes (DEV_MAIL=0 turns it off)`,
  );
}
if (seedDemo) {
  // Like the demo data itself (app.ts), its accounts are loaded only by a server that seeds or keeps them.
  const { demoAccountsBanner } = await import('./demo/accounts.js');
  for (const line of demoAccountsBanner()) console.log(line);
}

/**
 * SIGTERM (and Ctrl-C): stop accepting, let the requests in flight finish, end the event streams with a
 * reconnect hint, close the database; exit anyway once the grace period is over.
 */
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing (at most ${operations.shutdownGraceMs} ms)`);
  const deadline = setTimeout(() => {
    console.error('shutdown grace period over: exiting with requests still open');
    process.exit(1);
  }, operations.shutdownGraceMs);
  deadline.unref();
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
