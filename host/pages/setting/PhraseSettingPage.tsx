import { PhraseSettings } from '../../../elements/react/phrase-settings.js';
import type { StaffPageProps } from '../../views/registry.js';
import { SettingPage, toastChange } from './SettingPage.js';

/** 常用语 (setting/approvalItem): the user's common approval phrases. */
export function PhraseSettingPage({ route }: StaffPageProps) {
  return (
    <SettingPage route={route}>
      <PhraseSettings onEipSettingsChange={toastChange} />
    </SettingPage>
  );
}
