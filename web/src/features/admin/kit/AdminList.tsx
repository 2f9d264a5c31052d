import { Fragment, type ReactNode } from 'react';
import {
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
  type PaginationProps,
  type SimpleGridProps,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';

/** One column: its header and how a row shows in it. */
export interface AdminColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Keeps the cell on one line (dates, amounts). */
  nowrap?: boolean;
}

export interface AdminListProps<T extends { id: string }> {
  /** `<testId>-table` (or `-grid` of cards), `-pagination` and `-empty` for the browser tests. */
  testId: string;
  /** The loaded page's rows; undefined until the first answer. */
  items: readonly T[] | undefined;
  totalCount?: number;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
  /** A table's columns; or `card` for a list of cards (requests, threads) instead of a table. */
  columns?: AdminColumn<T>[];
  card?: (row: T) => ReactNode;
  /** Cards side by side (one column on a phone unless said). */
  cardColumns?: SimpleGridProps['cols'];
  /** The row's buttons, in a last column named for screen readers. */
  actions?: (row: T) => ReactNode;
  page?: number;
  pageSize?: number;
  onPage?: (page: number) => void;
  loadFailed: string;
  empty: string;
  emptyHint?: string;
  emptyAction?: ReactNode;
  /** A one-line empty text (`<testId>-empty`) for a list inside a larger tab, instead of the empty card. */
  compactEmpty?: boolean;
  caption?: ReactNode;
  /** The table's name for screen readers when no caption names it. */
  label?: string;
  /** Below this width the table scrolls sideways inside its frame (a phone at 360 px keeps the page still). */
  minWidth?: number;
  rowProps?: (row: T) => Record<string, unknown>;
}

/**
 * THE console list: loading (skeleton rows), error (the translated reason and Retry), empty (a title and a hint),
 * the table (scrolling sideways on a phone) or a column of cards, and the pages. Filters sit above it and live in the address
 * (`useListFilters`). A new page keeps the previous rows on screen, dimmed, until it arrives.
 */
export function AdminList<T extends { id: string }>(props: AdminListProps<T>) {
  const { t } = useTranslation('admin');
  const { items, loading, error, columns = [], actions, page = 1, pageSize, totalCount, onPage } = props;
  const totalPages = pageSize && totalCount != null ? Math.max(1, Math.ceil(totalCount / pageSize)) : 1;

  if (error && !loading) return <LoadError title={props.loadFailed} error={error} onRetry={props.onRetry} />;
  if (!items)
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('common:status.loading')}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={44} radius="sm" />
        ))}
      </Stack>
    );
  if (items.length === 0)
    return props.compactEmpty ? (
      <Text c="dimmed" size="sm" data-testid={`${props.testId}-empty`}>
        {props.empty}
      </Text>
    ) : (
      <EmptyState title={props.empty} description={props.emptyHint} action={props.emptyAction} />
    );
  const pages = onPage && totalPages > 1 && (
    <Group justify="center">
      <AdminPagination total={totalPages} value={page} onChange={onPage} data-testid={`${props.testId}-pagination`} />
    </Group>
  );
  if (props.card)
    return (
      <>
        <SimpleGrid
          cols={props.cardColumns ?? 1}
          spacing="xs"
          style={{ opacity: loading ? 0.6 : 1 }}
          aria-busy={loading}
          data-testid={`${props.testId}-grid`}
        >
          {items.map((row) => (
            <Fragment key={row.id}>{props.card!(row)}</Fragment>
          ))}
        </SimpleGrid>
        {pages}
      </>
    );
  return (
    <>
      <Paper withBorder radius="md" style={{ overflow: 'hidden', opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
        <Table.ScrollContainer minWidth={props.minWidth ?? 720}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid={`${props.testId}-table`} aria-label={props.label}>
            {props.caption != null && <Table.Caption>{props.caption}</Table.Caption>}
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.key}>{c.header}</Table.Th>
                ))}
                {actions && <ActionsHeader />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((row) => (
                <Table.Tr key={row.id} {...props.rowProps?.(row)}>
                  {columns.map((c) => (
                    <Table.Td key={c.key} style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                      {c.cell(row)}
                    </Table.Td>
                  ))}
                  {actions && <Table.Td>{actions(row)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {pages}
    </>
  );
}

/** Pagination with named controls (previous, next, each page) in the current language. */
export function AdminPagination(props: PaginationProps) {
  const { t } = useTranslation('admin');
  return (
    <Pagination
      getControlProps={(control) => ({
        'aria-label': control === 'previous' ? t('users.prevPage') : control === 'next' ? t('users.nextPage') : control,
      })}
      getItemProps={(page) => ({ 'aria-label': t('users.pageN', { page }) })}
      {...props}
    />
  );
}

/** The header cell over a table's row actions (named for screen readers, blank on screen). */
export function ActionsHeader() {
  const { t } = useTranslation('admin');
  return (
    <Table.Th>
      <VisuallyHidden>{t('form.actions')}</VisuallyHidden>
    </Table.Th>
  );
}

/** The rows a page shows, for a caption such as "Showing 11-20 of 45". */
export function shownRange(
  result: { items: readonly unknown[]; pageInfo: { page: number; totalCount: number } },
  pageSize: number,
) {
  const from = (result.pageInfo.page - 1) * pageSize + 1;
  return { from, to: from + result.items.length - 1, total: result.pageInfo.totalCount };
}
