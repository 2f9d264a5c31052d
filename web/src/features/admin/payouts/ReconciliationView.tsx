import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addDays, indiaToday } from '@marketplace/schema/rules';
import { graphql } from '../../../__generated__';
import type { AdminReconciliationQuery } from '../../../__generated__/graphql';
import { formatDateTime, formatPaise } from '../../../app/format';
import { useQuery } from '../../../app/query';
import { AdminList, DateRangeFilter, useListFilters } from '../kit';

const ReconciliationDocument = graphql(`
  query AdminReconciliation($from: Date!, $to: Date!) {
    reconciliation(from: $from, to: $to) {
      balanced
      unbalancedTransactions
      accounts {
        account
        balance
      }
      items {
        bookingId
        bookingReference
        kind
        amount
        account
        reference
        matched
        at
      }
      itemsLeftOut
    }
  }
`);

type Item = AdminReconciliationQuery['reconciliation']['items'][number];
/** Empty: the last 7 India days (the server takes at most 31). Kept in the address as `rec.from`, `rec.to`. */
const FILTERS = { from: '', to: '' };
const LAST_DAYS = 7;

/**
 * The admins' reconciliation (issue #36, decision 0072) in the Payouts tab: whether the ledger balances, the totals per
 * account, and each payment or sent refund against the provider's or the bank's reference, mismatches in red.
 */
export function ReconciliationView() {
  const { t, i18n } = useTranslation('payouts');
  const lang = i18n.language;
  const { filters, setFilters } = useListFilters(FILTERS, 'rec.');
  const to = filters.to || indiaToday();
  const from = filters.from || addDays(to, 1 - LAST_DAYS);
  const { data, loading, error, refetch } = useQuery(ReconciliationDocument, {
    variables: { from, to },
    fetchPolicy: 'cache-and-network',
  });
  const r = data?.reconciliation;
  const mismatches = r?.items.filter((i) => !i.matched).length ?? 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid="reconciliation">
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('reconciliation.title')}
        </Title>
        <Group gap="sm" align="flex-end">
          <DateRangeFilter
            from={from}
            to={to}
            labels={{ from: t('reconciliation.from'), to: t('reconciliation.to') }}
            onChange={setFilters}
            testId="reconciliation"
            width={170}
          />
        </Group>
        {r && (
          <Alert color={r.balanced && mismatches === 0 ? 'green' : 'red'} data-testid="reconciliation-summary">
            {r.balanced ? t('reconciliation.balanced') : t('reconciliation.unbalanced', { count: r.unbalancedTransactions })}{' '}
            {t('reconciliation.mismatches', { count: mismatches })}
          </Alert>
        )}
        <Text fw={600} size="sm">
          {t('reconciliation.accounts')}
        </Text>
        <AdminList
          testId="reconciliation-accounts"
          items={r?.accounts.map((a) => ({ ...a, id: a.account }))}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          loadFailed={t('reconciliation.loadFailed')}
          empty={t('reconciliation.empty')}
          compactEmpty
          label={t('reconciliation.accounts')}
          minWidth={360}
          columns={[
            { key: 'account', header: t('reconciliation.account'), cell: (a) => <code>{a.account}</code> },
            { key: 'balance', header: t('reconciliation.balance'), nowrap: true, cell: (a) => formatPaise(a.balance, lang) },
          ]}
        />
        <Text fw={600} size="sm">
          {t('reconciliation.items')}
        </Text>
        <AdminList<Item & { id: string }>
          testId="reconciliation-items"
          items={r?.items.map((i) => ({ ...i, id: `${i.kind}-${i.bookingId}-${i.at}-${i.reference ?? ''}` }))}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          loadFailed={t('reconciliation.loadFailed')}
          empty={t('reconciliation.noItems')}
          compactEmpty
          label={t('reconciliation.items')}
          minWidth={640}
          rowProps={(i) => ({
            'data-testid': i.matched ? 'reconciliation-item' : 'reconciliation-mismatch',
            style: i.matched ? undefined : { background: 'var(--mantine-color-red-0)' },
          })}
          columns={[
            { key: 'at', header: t('reconciliation.at'), nowrap: true, cell: (i) => formatDateTime(i.at, lang) },
            { key: 'booking', header: t('reconciliation.booking'), cell: (i) => <code>{i.bookingReference}</code> },
            {
              key: 'kind',
              header: t('reconciliation.kind'),
              cell: (i) => t(`reconciliation.kinds.${i.kind}`, { defaultValue: i.kind }),
            },
            { key: 'amount', header: t('reconciliation.amount'), nowrap: true, cell: (i) => formatPaise(i.amount, lang) },
            { key: 'cash', header: t('reconciliation.account'), cell: (i) => <code>{i.account}</code> },
            {
              key: 'reference',
              header: t('reconciliation.reference'),
              cell: (i) => <span data-user-content>{i.reference ?? '—'}</span>,
            },
            {
              key: 'matched',
              header: t('reconciliation.matched'),
              cell: (i) => (
                <Badge color={i.matched ? 'green' : 'red'} variant="light">
                  {i.matched ? t('reconciliation.yes') : t('reconciliation.no')}
                </Badge>
              ),
            },
          ]}
        />
        {r && r.itemsLeftOut > 0 && (
          <Text size="sm" c="dimmed">
            {t('reconciliation.leftOut', { count: r.itemsLeftOut })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
