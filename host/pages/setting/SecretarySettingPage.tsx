import { SecretarySettings } from '../../../elements/react/secretary-settings.js';
import type { StaffPageProps } from '../../views/registry.js';
import { SettingPage, toastChange } from './SettingPage.js';

/** 秘书设置 (setting/secretary): the secretaries who handle a leader's to-dos. */
export function SecretarySettingPage({ route }: StaffPageProps) {
  return (
    <SettingPage route={route}>
      <SecretarySettings onEipSettingsChange={toastChange} />
    </SettingPage>
  );
}
