import type { Resolvers } from '../__generated__/resolvers-types.js';
import { healthResolvers } from './health.resolvers.js';
import { accountResolvers } from './account/account.resolvers.js';
import { adminResolvers } from './admin/admin.resolvers.js';
import { referenceResolvers } from './reference/reference.resolvers.js';

/** Every module's resolvers; schema.ts merges them. Add a module here. */
export const RESOLVERS: Resolvers[] = [healthResolvers, accountResolvers, adminResolvers, referenceResolvers];
