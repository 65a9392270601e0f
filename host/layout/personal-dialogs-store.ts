import { proxy, useSnapshot } from 'valtio';

/** Which personal dialog is open (the avatar menu opens them; the shell renders them once). */
export const personalDialogs = proxy<{ open: 'info' | 'password' | null }>({ open: null });

export function openPersonalDialog(which: 'info' | 'password'): void {
  personalDialogs.open = which;
}

export function closePersonalDialog(): void {
  personalDialogs.open = null;
}

export const usePersonalDialogs = () => useSnapshot(personalDialogs);
