/** The console's kit: every tab builds its lists, forms and reason prompts from these (docs/adding-a-feature.md). */
export { AdminList, AdminPagination, ActionsHeader, shownRange, type AdminColumn } from './AdminList';
export { DateRangeFilter } from './DateRangeFilter';
export { FormModal, NO_NATIVE_CHECKS } from './FormModal';
export { ReasonDialog } from './ReasonDialog';
export { useListFilters, useSearchTerm } from './useListFilters';
export * from './enums';
