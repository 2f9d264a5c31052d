/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SessionUser on User {\n    id\n    name\n    email\n    phone\n    role\n    avatar\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query SiteConfig {\n    siteConfig {\n      demoMode\n      supportPhone\n      supportEmail\n      whatsappNumber\n      facebookUrl\n      instagramUrl\n      youtubeUrl\n      twitterUrl\n    }\n  }\n": typeof types.SiteConfigDocument,
    "\n  query AdminUsers($filter: UserFilter, $page: PageInput) {\n    users(filter: $filter, page: $page) {\n      items {\n        id\n        name\n        email\n        phone\n        role\n        avatar\n        createdAt\n      }\n      pageInfo {\n        page\n        limit\n        totalCount\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
};
const documents: Documents = {
    "\n  fragment SessionUser on User {\n    id\n    name\n    email\n    phone\n    role\n    avatar\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  query SiteConfig {\n    siteConfig {\n      demoMode\n      supportPhone\n      supportEmail\n      whatsappNumber\n      facebookUrl\n      instagramUrl\n      youtubeUrl\n      twitterUrl\n    }\n  }\n": types.SiteConfigDocument,
    "\n  query AdminUsers($filter: UserFilter, $page: PageInput) {\n    users(filter: $filter, page: $page) {\n      items {\n        id\n        name\n        email\n        phone\n        role\n        avatar\n        createdAt\n      }\n      pageInfo {\n        page\n        limit\n        totalCount\n        hasNextPage\n      }\n    }\n  }\n": types.AdminUsersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    name\n    email\n    phone\n    role\n    avatar\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    name\n    email\n    phone\n    role\n    avatar\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteConfig {\n    siteConfig {\n      demoMode\n      supportPhone\n      supportEmail\n      whatsappNumber\n      facebookUrl\n      instagramUrl\n      youtubeUrl\n      twitterUrl\n    }\n  }\n"): (typeof documents)["\n  query SiteConfig {\n    siteConfig {\n      demoMode\n      supportPhone\n      supportEmail\n      whatsappNumber\n      facebookUrl\n      instagramUrl\n      youtubeUrl\n      twitterUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($filter: UserFilter, $page: PageInput) {\n    users(filter: $filter, page: $page) {\n      items {\n        id\n        name\n        email\n        phone\n        role\n        avatar\n        createdAt\n      }\n      pageInfo {\n        page\n        limit\n        totalCount\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($filter: UserFilter, $page: PageInput) {\n    users(filter: $filter, page: $page) {\n      items {\n        id\n        name\n        email\n        phone\n        role\n        avatar\n        createdAt\n      }\n      pageInfo {\n        page\n        limit\n        totalCount\n        hasNextPage\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;