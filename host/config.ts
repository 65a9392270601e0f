import { msg } from '@lit/localize';
import { DEFAULT_DEPLOYMENT, type DeploymentConfig, resolveDeployment } from '../api/contract/deployment.js';
import type { Language } from '../api/contract/theme.js';
import { localText } from '../elements/core/localize.js';
import { publicUrl } from './base.js';

/**
 * Reads /front/config.json at start: an operator edits that file to point a built portal at another
 * backend. A missing or broken file falls back to the defaults (and says so in the console).
 */
export async function loadDeployment(url = publicUrl('config.json')): Promise<DeploymentConfig> {
  try {
    // index.html preloads it; the server sends it with no-cache and an ETag, so it is always current.
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return resolveDeployment((await response.json()) as Partial<DeploymentConfig>);
  } catch (error) {
    console.warn(`config.json could not be read (${String(error)}); using the default deployment`);
    return resolveDeployment(undefined);
  }
}

/**
 * The portal's name in a language: the operator's own translation (titleI18n), the portal's of the
 * default name, or the configured name as it is.
 */
export function portalName(deployment: DeploymentConfig, language: Language): string {
  const { title, titleI18n } = deployment;
  return localText(
    title === DEFAULT_DEPLOYMENT.title ? msg('电子招投标采购平台') : title,
    titleI18n,
    language,
  );
}
