/** Browser-side quick checks; the server validates everything again. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** 10-digit Indian mobile number, optionally with +91 / 91 / 0 in front. */
export function isIndianMobile(value: string): boolean {
  return /^(?:\+?91|0)?[6-9]\d{9}$/.test(value.replace(/[\s-]/g, ''));
}

/** At least 8 characters with a letter and a digit (schema RegisterInput.password). */
export function isStrongPassword(value: string): boolean {
  return value.length >= 8 && /[A-Za-z]/.test(value) && /\d/.test(value);
}
