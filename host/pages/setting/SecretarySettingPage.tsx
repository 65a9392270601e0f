import { SecretarySettings } from '../../../elements/react/secretary-settings.js';
import type { StaffPageProps } from '../../views/registry.js';
import { SettingPage, toastChange } from './SettingPage.js';

/** 秘书设置 (setting/secretary): the secretaries who handle a leader's to-dos; every leader's for an administrator. */
export function SecretarySettingPage({ route }: StaffPageProps) {
  return (
    <SettingPage
      route={route}
      personal={() => <SecretarySettings onEipSettingsChange={toastChange} />}
      managed={() => <SecretarySettings manager onEipSettingsChange={toastChange} />}
    />
  );
}
