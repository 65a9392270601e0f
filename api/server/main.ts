import { resolve } from 'node:path';
import { createApp } from './app.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, WORKFLOW_APPROVER_ACCOUNTS } from './db/demo-accounts.js';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const seedDemo = databaseUrl ? process.env.SEED_DEMO === '1' : process.env.SEED_DEMO !== '0';
const corsOrigins = (process.env.CORS_ORIGINS ?? '').split(',').filter(Boolean);
// The development mail service (mail/dev-service.ts): outside production, unless DEV_MAIL=0.
const devMail = process.env.NODE_ENV !== 'production' && process.env.DEV_MAIL !== '0';

const app = await createApp({
  dataDir,
  databaseUrl,
  seedDemo,
  corsOrigins,
  devMail,
  logger: process.env.LOG === '1',
});
await app.server.listen({ port, host });

const address = `http://localhost:${port}`;
console.log(`\n门户已启动  Portal ready at ${address}/front/`);
console.log(`  组件文档 Docs:           ${address}/docs/`);
console.log(`  脚本包 Script bundle:    ${address}/elements/eip-elements.js`);
console.log(`  数据 Data:               ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : dataDir}`);
if (app.devMailError) console.log(`  开发邮件服务 Dev mail:    not started: ${app.devMailError}`);
if (app.devMail) {
  console.log(
    `  开发邮件服务 Dev mail:    SMTP ${app.devMail.host}:${app.devMail.smtpPort}, ${app.devMail.imapPorts.size} IMAP mailboxes (DEV_MAIL=0 turns it off)`,
  );
}
console.log(`\n演示账号 Demo accounts (password ${DEMO_PASSWORD}):`);
for (const demo of DEMO_ACCOUNTS) console.log(`  ${demo.account.padEnd(10)} ${demo.description}`);
console.log('  purchaser2 第二个采购人（浙江省交通投资集团的项目）');
console.log('\n流程审批人 Workflow approvers (README: who approves which step):');
for (const demo of WORKFLOW_APPROVER_ACCOUNTS)
  console.log(`  ${demo.account.padEnd(10)} ${demo.description}`);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
