// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the models' expressions are ${…} text, not templates
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { WorkflowIncident } from '../../../api/contract/workflow-incidents.js';
import { escapeHtml, sanitizeHtml } from '../../../api/server/http/sanitize-html.js';
import {
  NOT_CONFIGURED,
  noticeMailerFromEnv,
  sendDueAwardMails,
} from '../../../api/server/tender/award-mail.js';
import { ExpressionProblem } from '../../../api/server/workflow/expressions.js';
import { mailOf } from '../../../api/server/workflow/process-mail.js';
import { XSS_PAYLOADS } from '../../e2e/xss-payloads.js';
import type { TestServer } from './harness.js';
import { smtpCapture } from './smtp-capture.js';
import { deployWithForm, okValue, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

/**
 * The `mail` built-in task of a deployed model (issue 37): its recipients, subject and text from its fields
 * over the process variables; the mail queued in the award e-mails' outbox in the step (the instance goes
 * on without a mailbox, the row waiting with the reason), sent by the same poller to a real SMTP capture
 * once the mailbox is set; a recipient that is nobody stops the task with an incident naming it.
 */
const NS =
  'xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:flowable="http://flowable.org/bpmn"';

const MAILING = `<?xml version="1.0" encoding="UTF-8"?>
<definitions ${NS} id="mailingDefinitions" targetNamespace="http://bpmn.io/schema/bpmn">
  <process id="mailing" name="Mailing" isExecutable="true">
    <startEvent id="start" name="Start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="tellApplicant"/>
    <sendTask id="tellApplicant" name="Tell the applicant" camunda:type="mail">
      <extensionElements>
        <camunda:field name="to" expression="\${applicant}, Office &lt;office@example.com&gt;"/>
        <camunda:field name="subject" stringValue="Leave of \${days} days"/>
        <camunda:field name="text"><camunda:string>Reason: \${reason}</camunda:string></camunda:field>
      </extensionElements>
    </sendTask>
    <sequenceFlow id="f2" sourceRef="tellApplicant" targetRef="approve"/>
    <userTask id="approve" name="Approve" camunda:assignee="liuyang"/>
    <sequenceFlow id="f3" sourceRef="approve" targetRef="tellAuditor"/>
    <serviceTask id="tellAuditor" name="Tell the auditor" flowable:type="mail">
      <extensionElements><flowable:field name="to"><flowable:expression>\${auditor}</flowable:expression></flowable:field></extensionElements>
    </serviceTask>
    <sequenceFlow id="f4" sourceRef="tellAuditor" targetRef="end"/>
    <endEvent id="end" name="End"/>
  </process>
</definitions>`;

const ADMIN = 'zhaolei';

describe('the mail task of a deployed model, over HTTP', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });
  const db = () => server.app.db;

  it('queues the mail in the outbox, sends it through the portal’s mailbox, and stops at a recipient who is nobody', async () => {
    await deployWithForm(server, flow, MAILING, ['applicant', 'days', 'reason', 'auditor']);
    const instId = await flow.start('staff', 'mailing', {
      applicant: 'zhangwei',
      days: '3',
      reason: '<b>family</b>',
      auditor: 'nobody-here',
    });
    // Queued in the step; without a mailbox the row waits with the reason and the instance goes on.
    const approve = await flow.pendingTask(instId, 'approve', 'liuyang');
    const queued = () =>
      db()
        .selectFrom('procure_mail_outbox')
        .select(['address', 'receiver_id', 'subject', 'html', 'node_id', 'sent_at', 'last_error'])
        .where('inst_id', '=', instId)
        .orderBy('address')
        .execute();
    assert.deepEqual(
      (await queued()).map((row) => [row.address, row.receiver_id, row.subject, row.html, row.node_id]),
      [
        [
          'office@example.com',
          null,
          'Leave of 3 days',
          '<p>Reason: &lt;b&gt;family&lt;/b&gt;</p>',
          'tellApplicant',
        ],
        [
          'zhangwei@hdny.example.com',
          'u-zhangwei',
          'Leave of 3 days',
          '<p>Reason: &lt;b&gt;family&lt;/b&gt;</p>',
          'tellApplicant',
        ],
      ],
    );
    const now = new Date();
    assert.equal(await sendDueAwardMails(db(), undefined, now), 0);
    assert.deepEqual(
      (await queued()).map((row) => [row.sent_at, row.last_error]),
      [
        [null, NOT_CONFIGURED],
        [null, NOT_CONFIGURED],
      ],
    );

    // With the mailbox set, the same poller sends them to the SMTP server.
    const smtp = await smtpCapture();
    const { received } = smtp;
    try {
      const send = await noticeMailerFromEnv({
        NOTICE_SMTP_URL: smtp.url,
        NOTICE_MAIL_FROM: 'noreply@portal.example.com',
      });
      assert.equal(await sendDueAwardMails(db(), send, new Date(now.getTime() + 5 * 60_000)), 2);
    } finally {
      await smtp.close();
    }
    assert.deepEqual(received.map((mail) => mail.to).sort(), [
      'office@example.com',
      'zhangwei@hdny.example.com',
    ]);
    assert.match(received[0]?.raw ?? '', /^Subject: Leave of 3 days/m);
    assert.ok((await queued()).every((row) => row.sent_at && row.last_error === null));

    // A recipient who is nobody stops the second mail task with an incident naming it, in three languages.
    okValue(await flow.complete('liuyang', { taskId: approve, actionName: 'agree', opinion: '' }));
    const incidents = async (language?: string) =>
      okValue<WorkflowIncident[]>(
        await flow.as<WorkflowIncident[]>(ADMIN, 'GET', '/runtime/incident/v1/list', undefined, language),
      ).filter((incident) => incident.instId === instId);
    const [incident] = await incidents();
    assert.deepEqual(
      [incident?.nodeId, incident?.message],
      [
        'tellAuditor',
        '节点“Tell the auditor”（mail）无法运行：收件人 nobody-here 既不是邮件地址，也不是门户的账号',
      ],
    );
    assert.equal(
      (await incidents('en-US'))[0]?.message,
      'Step "Tell the auditor" (mail) cannot run: the recipient nobody-here is neither an e-mail address nor an account of the portal',
    );
    assert.equal(
      (await incidents('zh-TW'))[0]?.message,
      '節點「Tell the auditor」（mail）無法執行：收件人 nobody-here 既不是郵件地址，也不是入口網站的帳號',
    );
    const status = await db()
      .selectFrom('bpm_instances')
      .select('status')
      .where('id', '=', instId)
      .executeTakeFirstOrThrow();
    assert.equal(status.status, 'running');
  });

  it('writes a mail task’s markup cleaned, every known XSS payload in its template or its variables', () => {
    for (const payload of XSS_PAYLOADS) {
      const template = { to: 'office@example.com', html: `<p>${payload}</p><p>\${reason}</p>` };
      const facts = { values: { reason: payload }, nodes: {}, signers: {} };
      // A payload with an expression's opening in it is the model's expression: it runs or stops the task.
      if (/[$#]\{/.test(payload)) {
        assert.throws(() => mailOf(template, facts), ExpressionProblem, payload);
        continue;
      }
      const { html } = mailOf(template, facts);
      // The template is cleaned as any rich text; a variable's value is text in it, never markup.
      assert.equal(html, sanitizeHtml(`<p>${payload}</p><p>${escapeHtml(payload)}</p>`), payload);
      assert.doesNotMatch(html, /<script|<iframe/i, payload);
    }
  });
});
