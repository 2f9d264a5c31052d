/**
 * What the booking dialog had typed, kept in sessionStorage per pandit or package, so a sign-in (which may
 * reload the page's data or remount the dialog) loses nothing. Cleared once the booking is made.
 */
const key = (target: string) => `booking-draft:${target}`;

export function loadDraft<T extends object>(target: string): Partial<T> | null {
  try {
    const raw = sessionStorage.getItem(key(target));
    return raw ? (JSON.parse(raw) as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function saveDraft(target: string, values: object): void {
  try {
    sessionStorage.setItem(key(target), JSON.stringify(values));
  } catch {
    // Storage full or disabled: the draft is only a convenience.
  }
}

export function clearDraft(target: string): void {
  try {
    sessionStorage.removeItem(key(target));
  } catch {
    // ignore
  }
}
