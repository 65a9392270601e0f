import type { MailAccount, MailAccountBody, MailSecurity } from '../../api/contract/mail.js';

/** What the account form holds while the user types (ports as typed). */
export interface AccountForm {
  id: string;
  email: string;
  displayName: string;
  username: string;
  password: string;
  imapHost: string;
  imapPort: string;
  imapSecurity: MailSecurity;
  smtpHost: string;
  smtpPort: string;
  smtpSecurity: MailSecurity;
  isDefault: boolean;
}

/** The usual port of each server by its security, switched with the security while the user kept it. */
export const DEFAULT_PORTS: Record<'imap' | 'smtp', Record<MailSecurity, string>> = {
  imap: { tls: '993', starttls: '143', none: '143' },
  smtp: { tls: '465', starttls: '587', none: '25' },
};

export function newAccountForm(isDefault: boolean): AccountForm {
  return {
    id: '',
    email: '',
    displayName: '',
    username: '',
    password: '',
    imapHost: '',
    imapPort: DEFAULT_PORTS.imap.tls,
    imapSecurity: 'tls',
    smtpHost: '',
    smtpPort: DEFAULT_PORTS.smtp.tls,
    smtpSecurity: 'tls',
    isDefault,
  };
}

/** The form for an account as stored: the password field stays empty (blank keeps the stored one). */
export function accountToForm(account: MailAccount): AccountForm {
  return {
    id: account.id,
    email: account.email,
    displayName: account.displayName ?? '',
    username: account.username,
    password: '',
    imapHost: account.imapHost,
    imapPort: String(account.imapPort),
    imapSecurity: account.imapSecurity,
    smtpHost: account.smtpHost,
    smtpPort: String(account.smtpPort),
    smtpSecurity: account.smtpSecurity,
    isDefault: account.isDefault,
  };
}

/** The save and test body of the form; the user name defaults to the address. */
export function formToBody(form: AccountForm): MailAccountBody {
  return {
    ...(form.id ? { id: form.id } : {}),
    email: form.email.trim(),
    displayName: form.displayName.trim() || null,
    username: form.username.trim() || form.email.trim(),
    ...(form.password ? { password: form.password } : {}),
    imapHost: form.imapHost.trim(),
    imapPort: Number(form.imapPort),
    imapSecurity: form.imapSecurity,
    smtpHost: form.smtpHost.trim(),
    smtpPort: Number(form.smtpPort),
    smtpSecurity: form.smtpSecurity,
    isDefault: form.isDefault,
  };
}

export function isPort(text: string): boolean {
  const port = Number(text);
  return /^\d+$/.test(text.trim()) && port >= 1 && port <= 65535;
}
