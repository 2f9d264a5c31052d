/**
 * Passwords refused at registration because attackers try them first (NIST SP 800-63B asks to check
 * new passwords against such a list). A small list of the most common ones of 8+ characters, compared
 * case-insensitively; it is not meant to be complete.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '00000000', '88888888',
  '87654321', '987654321', '0987654321', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'zaq12wsx', 'qwertyui',
  'qwerty123', 'qwerty12', 'qwertyuiop', 'asdfghjkl', 'asdf1234', 'zxcvbnm1', 'password', 'password1',
  'password12', 'password123', 'password@123', 'p@ssw0rd', 'passw0rd', 'pass@123', 'pass1234', 'abcd1234',
  'abc12345', 'abcdefgh', 'abcdefg1', 'abcd@1234', 'iloveyou', 'iloveyou1', 'sunshine', 'princess',
  'football', 'baseball', 'whatever', 'trustno1', 'superman', 'starwars', 'welcome1', 'welcome123',
  'welcome@123', 'letmein1', 'admin123', 'admin@123', 'administrator', 'changeme', 'computer',
  'internet', 'michael1', 'jennifer', 'charlie1', 'dragon12', 'monkey12', 'shadow12', 'master12',
  'mustang1', 'freedom1', 'q1w2e3r4', 'q1w2e3r4t5', 'test1234', 'test@123', 'user1234', 'user@123',
  'india123', 'india@123', 'bharat123', 'hindustan', 'krishna1', 'krishna123', 'jaishriram', 'jaishreeram',
  'omnamahshivaya', 'harekrishna', 'ganesh123', 'sairam123', 'pandit123', 'pooja123', 'puja1234',
]);

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());
