import { readFileSync } from 'node:fs';
import {
  checkUserFilter,
  DEFAULT_ATTRIBUTES,
  DEFAULT_DIRECTORY_TIMEOUT_MS,
  DEFAULT_USER_FILTER,
  type DirectorySettings,
  groupsFrom,
} from '../auth/directory-settings.js';
import { DEFAULT_MAX_EVENT_LOOP_DELAY_MS, type OperationsOptions } from './http-guards.js';

export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;

/** The operational settings from the environment (docs/operations.md); cross-origin resources follow CORS_ORIGINS. */
export function operationsFromEnv(env: NodeJS.ProcessEnv): OperationsOptions & { shutdownGraceMs: number } {
  const number = (text: string | undefined, fallback: number) =>
    text !== undefined && text !== '' && Number.isFinite(Number(text)) ? Number(text) : fallback;
  return {
    // Left out: 'self' and the CORS_ORIGINS (app.ts).
    frameAncestors: env.FRAME_ANCESTORS ? env.FRAME_ANCESTORS.split(/\s+/).filter(Boolean) : undefined,
    maxEventLoopDelayMs: number(env.MAX_EVENT_LOOP_DELAY_MS, DEFAULT_MAX_EVENT_LOOP_DELAY_MS),
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownGraceMs: number(env.SHUTDOWN_GRACE_MS, DEFAULT_SHUTDOWN_GRACE_MS),
  };
}

/**
 * Sign-in against the company directory (LDAP or Active Directory, auth/directory.ts): on when LDAP_URL
 * is set, with the search base beside it. The filter is checked here, so that a mistyped one stops the
 * server at start rather than refusing every sign-in.
 */
export function directoryFromEnv(env: NodeJS.ProcessEnv): DirectorySettings | undefined {
  const url = env.LDAP_URL?.trim();
  if (!url) return undefined;
  if (!['ldap:', 'ldaps:'].includes(URL.parse(url)?.protocol ?? '')) {
    throw new Error(`LDAP_URL must be ldap://host[:port] or ldaps://host[:port]: ${url}`);
  }
  const baseDn = env.LDAP_BASE_DN?.trim();
  if (!baseDn) throw new Error('LDAP_URL is set but LDAP_BASE_DN is not: where are the users searched?');
  const flag = (text: string | undefined, fallback: boolean) =>
    text === undefined || text === '' ? fallback : !['0', 'false', 'no', 'off'].includes(text.toLowerCase());
  const caFile = env.LDAP_TLS_CA_FILE?.trim();
  const timeout = Number(env.LDAP_TIMEOUT_MS);
  const settings: DirectorySettings = {
    url,
    bindDn: env.LDAP_BIND_DN?.trim() || undefined,
    bindPassword: env.LDAP_BIND_PASSWORD ?? '',
    baseDn,
    userFilter: env.LDAP_USER_FILTER?.trim() || DEFAULT_USER_FILTER,
    attributes: {
      account: env.LDAP_ACCOUNT_ATTRIBUTE?.trim() || DEFAULT_ATTRIBUTES.account,
      name: env.LDAP_NAME_ATTRIBUTE?.trim() || DEFAULT_ATTRIBUTES.name,
      mail: env.LDAP_MAIL_ATTRIBUTE?.trim() || DEFAULT_ATTRIBUTES.mail,
      mobile: env.LDAP_MOBILE_ATTRIBUTE?.trim() || DEFAULT_ATTRIBUTES.mobile,
      organisation: env.LDAP_ORG_ATTRIBUTE?.trim() || DEFAULT_ATTRIBUTES.organisation,
    },
    startTls: flag(env.LDAP_STARTTLS, false),
    tls: {
      ...(caFile ? { ca: readFileSync(caFile) } : {}),
      rejectUnauthorized: flag(env.LDAP_TLS_REJECT_UNAUTHORIZED, true),
    },
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_DIRECTORY_TIMEOUT_MS,
    passwordHelp: env.LDAP_PASSWORD_HELP?.trim() || undefined,
    groups: groupsFrom(env.LDAP_GROUP_MAP, env.LDAP_GROUP_MEMBERSHIP),
  };
  checkUserFilter(settings.userFilter);
  return settings;
}
