import { AgentSettings } from '../../../elements/react/agent-settings.js';
import type { StaffPageProps } from '../../views/registry.js';
import { SettingPage, toastChange } from './SettingPage.js';

/** 代理设置 (setting/agent): the user's agents while they are away; everyone's for an administrator. */
export function AgentSettingPage({ route }: StaffPageProps) {
  return (
    <SettingPage
      route={route}
      personal={() => <AgentSettings onEipSettingsChange={toastChange} />}
      managed={() => <AgentSettings manager onEipSettingsChange={toastChange} />}
    />
  );
}
