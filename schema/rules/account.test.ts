import { describe, expect, it } from 'vitest';
import {
  checkInput,
  emailSchema,
  isIndianMobile,
  loginInputSchema,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  registerInputSchema,
  updateProfileInputSchema,
  whatsappNumberSchema,
} from './index.js';

const keyOf = (schema: Parameters<typeof checkInput>[0], value: unknown) => {
  const r = checkInput(schema, value, 'x');
  return r.ok ? null : r.fieldKeys.x;
};

describe('email', () => {
  it('is trimmed and lower-cased', () => {
    expect(emailSchema.parse('  Hari@Example.IN ')).toBe('hari@example.in');
  });
  it.each(['a@b.co', 'first.last+tag@sub.example.org', 'seva@mandir.भारत', 'seva@mandir.xn--h2brj9c'])('accepts %s', (e) =>
    expect(keyOf(emailSchema, e)).toBeNull(),
  );
  it.each([
    ['a@b.c', 'email.invalid'],
    ['a@b', 'email.invalid'],
    ['a@b.c0m', 'email.invalid'],
    ['a@b..co', 'email.invalid'],
    ['a b@c.de', 'email.invalid'],
    ['@c.de', 'email.invalid'],
    [`${'a'.repeat(250)}@c.de`, 'email.invalid'],
    ['', 'email.required'],
    ['   ', 'email.required'],
    [undefined, 'email.required'],
    ['a\u0000@c.de', 'text.invalidCharacters'],
  ])('refuses %j (%s)', (e, key) => expect(keyOf(emailSchema, e)).toBe(key));
});

describe('phone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['91 9876543210', '9876543210'],
    ['6000000000', '6000000000'],
  ])('accepts %s as %s', (raw, normalised) => expect(phoneSchema.parse(raw)).toBe(normalised));
  it.each(['09876543210', '5876543210', '987654321', '98765432101', '+1 9876543210', 'abcdefghij'])('refuses %s', (p) => {
    expect(keyOf(phoneSchema, p)).toBe('phone.invalid');
    expect(isIndianMobile(p)).toBe(false);
  });
  it('a WhatsApp number says so', () => expect(keyOf(whatsappNumberSchema, '123')).toBe('whatsapp.invalid'));
});

describe('name', () => {
  it('collapses white space and trims', () => expect(personNameSchema.parse('  Pt.   Hari  Om ')).toBe('Pt. Hari Om'));
  it.each([
    ['', 'name.required'],
    ['A', 'name.length'],
    ['x'.repeat(121), 'name.length'],
  ])('refuses %j', (n, key) => expect(keyOf(personNameSchema, n)).toBe(key));
});

describe('password (NIST SP 800-63B: length, no composition rules, not common)', () => {
  it.each(['correct horse', 'abcdefgh-long', 'ऊँ नमः शिवाय', 'Sturdy#Pass1', 'User@12345'])('accepts %s', (p) =>
    expect(keyOf(passwordSchema, p)).toBeNull(),
  );
  it.each([
    ['', 'password.required'],
    ['short', 'password.tooShort'],
    ['x'.repeat(129), 'password.tooLong'],
    ['password', 'password.common'],
    ['Password123', 'password.common'],
    ['12345678', 'password.common'],
  ])('refuses %j', (p, key) => expect(keyOf(passwordSchema, p)).toBe(key));
  it('is not trimmed', () => expect(passwordSchema.parse(' spaced out ')).toBe(' spaced out '));
});

describe('account inputs', () => {
  it('login needs an email and any password', () => {
    expect(checkInput(loginInputSchema, { email: 'A@B.CO', password: 'x' })).toEqual({
      ok: true,
      data: { email: 'a@b.co', password: 'x' },
    });
    expect(checkInput(loginInputSchema, { email: 'nope', password: '' })).toMatchObject({
      fieldKeys: { 'input.email': 'email.invalid', 'input.password': 'password.required' },
    });
  });
  it('register reports every field at once', () => {
    const r = checkInput(registerInputSchema, { name: 'A', email: 'x', password: 'short', phone: '123', avatar: 'data:x' });
    expect(r.ok ? {} : r.fieldKeys).toEqual({
      'input.name': 'name.length',
      'input.email': 'email.invalid',
      'input.password': 'password.tooShort',
      'input.phone': 'phone.invalid',
      'input.avatar': 'avatar.invalid',
    });
  });
  it('register: a blank phone and avatar become null', () => {
    const r = checkInput(registerInputSchema, {
      name: 'Asha',
      email: 'asha@example.in',
      password: 'Devotee@123',
      phone: ' ',
      avatar: '',
    });
    expect(r).toEqual({
      ok: true,
      data: { name: 'Asha', email: 'asha@example.in', password: 'Devotee@123', phone: null, avatar: null },
    });
  });
  it('profile update ignores blank values and checks the rest', () => {
    expect(
      checkInput(updateProfileInputSchema, {
        name: ' ',
        email: null,
        phone: '+91 98765 43210',
        avatar: '/media/0b8a3c5e-8a43-4a52-9c61-3f7a1d2e4b5c',
      }),
    ).toEqual({
      ok: true,
      data: { phone: '9876543210', avatar: '/media/0b8a3c5e-8a43-4a52-9c61-3f7a1d2e4b5c' },
    });
    const r = checkInput(updateProfileInputSchema, { name: 'A', email: 'a@b.c', phone: '12', avatar: 'x' });
    expect(r.ok ? [] : Object.keys(r.fieldKeys)).toEqual(['input.name', 'input.email', 'input.phone', 'input.avatar']);
  });
});
