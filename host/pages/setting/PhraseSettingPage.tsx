import { PhraseSettings } from '../../../elements/react/phrase-settings.js';
import type { StaffPageProps } from '../../views/registry.js';
import { SettingPage, toastChange } from './SettingPage.js';

/** 常用语 (setting/approvalItem): the user's common approval phrases; the public ones for an administrator. */
export function PhraseSettingPage({ route }: StaffPageProps) {
  return (
    <SettingPage
      route={route}
      personal={() => <PhraseSettings onEipSettingsChange={toastChange} />}
      managed={() => <PhraseSettings publicPhrases onEipSettingsChange={toastChange} />}
    />
  );
}
