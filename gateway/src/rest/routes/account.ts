import type { RestRoute } from '../router.js';

export const USER_FIELDS = 'id name email phone role avatar createdAt';

export const accountRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/auth/login',
    operation: `mutation RestLogin($input: LoginInput!) { login(input: $input) { token user { ${USER_FIELDS} } } }`,
    variables: ({ body }) => ({ input: { email: body.text('email') ?? '', password: body.text('password') ?? '' } }),
    data: (r) => r.login,
  },
  {
    method: 'post',
    path: '/auth/register',
    // `role` in the payload is ignored: self-registration creates role user only.
    operation: `mutation RestRegister($input: RegisterInput!) { register(input: $input) { token user { ${USER_FIELDS} } } }`,
    variables: ({ body }) => ({
      input: {
        name: body.text('name') ?? '',
        email: body.text('email') ?? '',
        password: body.text('password') ?? '',
        phone: body.text('phone') ?? null,
        avatar: body.text('avatar') ?? null,
      },
    }),
    data: (r) => r.register,
    status: 201,
  },
  {
    // Browser sessions: the refresh cookie (Path=/ or /api/auth) reaches this route, so its session is revoked too.
    method: 'post',
    path: '/auth/logout',
    operation: `mutation RestLogout { logout }`,
    data: () => ({ loggedOut: true }),
  },
  {
    method: 'put',
    path: '/auth/password',
    operation: `mutation RestChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) }`,
    variables: ({ body }) => ({
      input: { currentPassword: body.text('currentPassword') ?? '', newPassword: body.text('newPassword') ?? '' },
    }),
    authenticated: true,
    data: () => ({ changed: true }),
  },
  {
    // Always the same answer, whether or not the address has an account (issue #15).
    method: 'post',
    path: '/auth/forgot-password',
    operation: `mutation RestRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }`,
    variables: ({ body }) => ({ email: body.text('email') ?? '' }),
    data: () => ({ requested: true }),
  },
  {
    method: 'post',
    path: '/auth/reset-password',
    operation: `mutation RestResetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }`,
    variables: ({ body }) => ({ token: body.text('token') ?? '', password: body.text('password') ?? '' }),
    data: () => ({ reset: true }),
  },
  {
    method: 'get',
    path: '/auth/me',
    operation: `query RestMe { me { ${USER_FIELDS} } }`,
    authenticated: true,
    data: (r) => ({ user: r.me }),
  },
];
