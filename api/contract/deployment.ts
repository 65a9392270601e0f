/**
 * The deployment configuration: served as /front/config.json and read by the portal at start, so an
 * operator can point a built portal at another backend without rebuilding.
 */
import { DEFAULT_TENANT_CODE, DEFAULT_TENANT_ID } from './limits.js';
import type { I18nText } from './workflow.js';

export const SERVICES = [
  'uc',
  'portal',
  'form',
  'runtime',
  'bpmModel',
  'mail',
  'message',
  'contacts',
] as const;
export type ServiceName = (typeof SERVICES)[number];

export const SSO_MODES = ['none', 'cas', 'oauth'] as const;
export type SsoMode = (typeof SSO_MODES)[number];

export interface DeploymentConfig {
  /** Origin (or path) the service prefixes are relative to; empty means the portal's own origin. */
  baseUrl: string;
  /** URL prefix of each backend service; a call's url is baseUrl + prefix + path. */
  prefixes: Record<ServiceName, string>;
  /** Default login tenant code. */
  tenant: string;
  /** Default tenant id sent with login. */
  tenantId: number;
  sso: { mode: SsoMode; url: string; logoutUrl: string; clientId: string };
  /** When on, an unauthenticated visit goes to /login?redirect={fullPath}. */
  recordRoute: boolean;
  /** The portal's name (in zh-CN): the header, the footer, the sign-in page and the window's title. */
  title: string;
  /**
   * Its name in the other languages; a language without one shows `title`. The default name has its
   * translations in the portal's own (host/config.ts, portalName).
   */
  titleI18n?: I18nText;
  logo: string;
  /** Session storage key of the bearer token. */
  tokenKey: string;
}

export const DEFAULT_PREFIXES: Record<ServiceName, string> = {
  uc: '/uc',
  portal: '/portal',
  form: '/form',
  runtime: '/runtime',
  bpmModel: '/bpmModel',
  mail: '/mail',
  message: '/message',
  contacts: '/uc',
};

export const DEFAULT_DEPLOYMENT: DeploymentConfig = {
  baseUrl: '',
  prefixes: DEFAULT_PREFIXES,
  tenant: DEFAULT_TENANT_CODE,
  tenantId: DEFAULT_TENANT_ID,
  sso: { mode: 'none', url: '', logoutUrl: '', clientId: '' },
  recordRoute: true,
  title: '电子招投标采购平台',
  logo: '/front/logo.svg',
  tokenKey: 'token',
};

/** Fills what a partial configuration (an operator's config.json) leaves out with the defaults. */
export function resolveDeployment(partial: Partial<DeploymentConfig> | undefined): DeploymentConfig {
  return {
    ...DEFAULT_DEPLOYMENT,
    ...partial,
    prefixes: { ...DEFAULT_PREFIXES, ...partial?.prefixes },
    sso: { ...DEFAULT_DEPLOYMENT.sso, ...partial?.sso },
  };
}
