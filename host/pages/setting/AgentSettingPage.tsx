import { AgentSettings } from '../../../elements/react/agent-settings.js';
import type { StaffPageProps } from '../../views/registry.js';
import { SettingPage, toastChange } from './SettingPage.js';

/** 代理设置 (setting/agent): the user's agents while they are away. */
export function AgentSettingPage({ route }: StaffPageProps) {
  return (
    <SettingPage route={route}>
      <AgentSettings onEipSettingsChange={toastChange} />
    </SettingPage>
  );
}
