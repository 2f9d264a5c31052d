import { DEFAULT_PAGE_SIZE, MAX_QUERY_COST } from '@marketplace/schema/rules';
import type { Config } from '../../config.js';

/** The `apiLimits` query: the numbers this server enforces (schema/rules/partner.ts, or COST_BUDGET_* when set). */
export const apiLimits = (config: Config) => ({
  maxQueryCost: MAX_QUERY_COST,
  defaultPageSize: DEFAULT_PAGE_SIZE,
  visitor: config.costBudgets.visitor,
  apiKey: config.costBudgets.apiKey,
});
