import { FIELD_PERMISSIONS, type FieldPermission } from '../../api/contract/signature.js';

export { FIELD_PERMISSIONS, type FieldPermission };

/**
 * What a field permission lets the user do, as the form designer sets it on a field:
 * b (必填) the user must fill it in; w (可写) may; r (只读) only sees it; n (无权限) does not see it.
 */
export interface PermissionRights {
  visible: boolean;
  editable: boolean;
  required: boolean;
}

const RIGHTS: Record<FieldPermission, PermissionRights> = {
  b: { visible: true, editable: true, required: true },
  w: { visible: true, editable: true, required: false },
  r: { visible: true, editable: false, required: false },
  n: { visible: false, editable: false, required: false },
};

export function isFieldPermission(value: unknown): value is FieldPermission {
  return (FIELD_PERMISSIONS as readonly unknown[]).includes(value);
}

/**
 * The rights of a permission. An unknown value warns and is read as w, so a typo in a
 * form template never hides a field or blocks a submission.
 */
export function permissionRights(permission: string | undefined, element = 'element'): PermissionRights {
  if (permission === undefined || permission === '') return RIGHTS.w;
  if (isFieldPermission(permission)) return RIGHTS[permission];
  console.warn(
    `<${element}>: unknown permission "${permission}"; expected one of ${FIELD_PERMISSIONS.join(', ')}`,
  );
  return RIGHTS.w;
}
