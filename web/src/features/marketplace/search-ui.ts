// The search pieces that load after the first paint, in one chunk: the filter panel, the suggestions box and
// the notices above the results, what an empty search offers instead (sharing Mantine's combobox, the reference data and the 'search' texts).
export { FilterPanel } from './FilterPanel';
export { SearchSuggest } from './SearchSuggest';
export { ResultNotices } from './ResultNotices';
export { NoResults } from './NoResults';
