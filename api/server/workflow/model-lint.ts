import { createRequire } from 'node:module';
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import bpmnlint from 'bpmnlint';
import NodeResolver from 'bpmnlint/lib/resolver/node-resolver.js';
import type { ModelProblem } from '../../contract/workflow-deploy.js';
import { badRequest } from '../http/envelope.js';
import { type ServerLanguage, translate } from '../http/translations/index.js';
import { flowElementsOf, processesOf } from './model.js';

/**
 * The deploy's check of a model with bpmnlint's recommended rules (the ones Camunda Modeler and bpmn-js
 * show): errors refuse the deploy, warnings are answered with it. Each finding names its rule and its
 * element; what the rule means is said in the caller's language (the rules' own text is English).
 */

/** What each recommended rule finds, in zh-CN (translated in http/translations/workflow.ts). */
const RULE_TEXTS: Record<string, string> = {
  'ad-hoc-sub-process': '临时子流程不能有开始、结束事件或连线以外的流转',
  'conditional-flows': '分出的连线须都有条件，或标为默认连线',
  'end-event-required': '流程缺少结束事件',
  'event-based-gateway': '事件网关只能连到捕获事件或接收任务',
  'event-sub-process-typed-start-event': '事件子流程的开始事件须有事件类型',
  'fake-join': '多条连线直接进入该元素，须用网关汇合',
  global: '全局元素（消息、信号等）未被使用或重名',
  'label-required': '元素缺少名称',
  'link-event': '链接事件须成对出现且名称一致',
  'no-bpmndi': '元素缺少图形信息（BPMN DI）',
  'no-complex-gateway': '不能使用复杂网关',
  'no-disconnected': '元素没有连接到流程中',
  'no-duplicate-sequence-flows': '两条连线重复',
  'no-gateway-join-fork': '网关不能同时汇合和分支',
  'no-implicit-split': '元素直接分出多条连线，须用网关分支',
  'no-implicit-end': '元素没有流出的连线，须连到结束事件',
  'no-implicit-start': '元素没有流入的连线，须从开始事件连过来',
  'no-inclusive-gateway': '包容网关不一定能按预期运行',
  'no-overlapping-elements': '图形元素相互重叠',
  'single-blank-start-event': '流程只能有一个空开始事件',
  'single-event-definition': '一个事件只能有一个事件定义',
  'start-event-required': '流程缺少开始事件',
  'sub-process-blank-start-event': '子流程的开始事件须为空开始事件',
  'superfluous-gateway': '网关只有一条流入和一条流出连线，是多余的',
  'superfluous-label': '元素的名称不会显示',
  'superfluous-termination': '终止结束事件可换成普通结束事件',
};

const resolver = new NodeResolver({ require: createRequire(import.meta.url) });

/**
 * Flowable and Activiti write a sequence flow's ends only as its sourceRef and targetRef; bpmnlint (like
 * bpmn-js, which fills them on import) reads an element's incoming and outgoing lists.
 */
function linkFlowEnds(rootElement: ModdleElement): void {
  for (const element of processesOf(rootElement).flatMap(flowElementsOf)) {
    if (element.$type !== 'bpmn:SequenceFlow') continue;
    const outgoing: ModdleElement[] | undefined = element.sourceRef?.get('outgoing');
    if (outgoing && !outgoing.includes(element)) outgoing.push(element);
    const incoming: ModdleElement[] | undefined = element.targetRef?.get('incoming');
    if (incoming && !incoming.includes(element)) incoming.push(element);
  }
}

export interface LintedModel {
  rootElement: ModdleElement;
  elementsById: Record<string, ModdleElement>;
  errors: ModelProblem[];
  warnings: ModelProblem[];
}

/** The model read with bpmn-moddle and checked; XML that is not BPMN 2.0 is refused with the reader's reason. */
export async function lintModel(bpmnXml: string, language: ServerLanguage): Promise<LintedModel> {
  let read: Awaited<ReturnType<BpmnModdle['fromXML']>>;
  try {
    read = await new BpmnModdle().fromXML(bpmnXml);
  } catch (error) {
    // The reader's first line says what and where (unparsable content, an unclosed tag, not <definitions>).
    const reason = String((error as Error).message ?? error).split('\n')[0];
    throw badRequest(`模型不是合法的 BPMN 2.0 XML：${reason}`);
  }
  const { rootElement, elementsById } = read;
  linkFlowEnds(rootElement);
  const linter = new bpmnlint.Linter({ config: { extends: 'bpmnlint:recommended' }, resolver });
  const reports = await linter.lint(rootElement);
  const errors: ModelProblem[] = [];
  const warnings: ModelProblem[] = [];
  for (const [rule, findings] of Object.entries(reports)) {
    for (const finding of findings) {
      const element = finding.id ? elementsById[finding.id] : undefined;
      const text = RULE_TEXTS[rule];
      const problem: ModelProblem = {
        rule,
        id: finding.id ?? '',
        name: element?.name || finding.id || '',
        message: text ? translate(text, language) : finding.message,
      };
      (finding.category === 'warn' || finding.category === 'info' ? warnings : errors).push(problem);
    }
  }
  return { rootElement, elementsById, errors, warnings };
}

/** The refusal of a model with errors: every error with its rule and element, in the caller's language. */
export function lintRefusal(errors: ModelProblem[], language: ServerLanguage) {
  const items = errors.map((problem) =>
    translate(`元素 ${problem.id}（${problem.name}）违反规则 ${problem.rule}：${problem.message}`, language),
  );
  const list = items.join(language === 'en-US' ? '; ' : '；');
  return badRequest(translate(`模型未通过检查，不能部署：${list}`, language));
}
