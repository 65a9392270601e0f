import type { Identity } from '../../../api/contract/identity.js';
import { CollectionList } from '../../../elements/react/collection-list.js';
import { CompanyInfo } from '../../../elements/react/company-info.js';
import { ContractInfoForm } from '../../../elements/react/contract-info-form.js';
import { PurchaserInfoForm } from '../../../elements/react/purchaser-info-form.js';
import { SealSettings } from '../../../elements/react/seal-settings.js';
import { TodoMessageList } from '../../../elements/react/todo-message-list.js';
import { useElementNavigation } from '../../use-element-navigation.js';
import { ProjectListView } from '../tender/ProjectListView.js';
import { RegistrationListView } from '../tender/RegistrationListView.js';
import type { PersonalSection } from './personal-sections.js';

/** The element a section of the personal centre shows (each form says itself when it saved). */
export function PersonalSectionView({
  section,
  identity,
}: {
  section: PersonalSection;
  identity: Identity | null | undefined;
}) {
  const onNavigate = useElementNavigation();
  switch (section) {
    case 'noticeList':
      return <TodoMessageList />;
    case 'enrollList':
      return <RegistrationListView />;
    case 'projectList':
      return <ProjectListView source={identity === 'supplier' ? 'mine' : 'purchaser'} />;
    case 'successList':
      return <ProjectListView source="success" />;
    case 'archiveList':
      return <ProjectListView source="archive" />;
    case 'companyInfo':
      return <CompanyInfo />;
    case 'purchaserInfo':
      return <PurchaserInfoForm />;
    case 'contractInfo':
      return <ContractInfoForm />;
    case 'collectionList':
      return <CollectionList onEipNavigate={onNavigate} />;
    case 'sealSetting':
      return <SealSettings />;
  }
}
