import type { RestRoute } from '../router.js';

export const USER_FIELDS = 'id name email phone role avatar createdAt';

export const accountRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/auth/login',
    operation: `mutation RestLogin($input: LoginInput!) { login(input: $input) { token user { ${USER_FIELDS} } } }`,
    variables: (req) => ({ input: { email: String(req.body?.email ?? ''), password: String(req.body?.password ?? '') } }),
    data: (r) => r.login,
  },
  {
    method: 'post',
    path: '/auth/register',
    // `role` in the payload is ignored: self-registration creates role user only.
    operation: `mutation RestRegister($input: RegisterInput!) { register(input: $input) { token user { ${USER_FIELDS} } } }`,
    variables: (req) => ({
      input: {
        name: String(req.body?.name ?? ''),
        email: String(req.body?.email ?? ''),
        password: String(req.body?.password ?? ''),
        phone: req.body?.phone ? String(req.body.phone) : null,
        avatar: req.body?.avatar ? String(req.body.avatar) : null,
      },
    }),
    data: (r) => r.register,
    status: 201,
  },
  {
    method: 'get',
    path: '/auth/me',
    operation: `query RestMe { me { ${USER_FIELDS} } }`,
    authenticated: true,
    data: (r) => ({ user: r.me }),
  },
];
