import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../../app/i18n';
import { errorMessage } from '../../../app/errors';
import { formatDateTime, formatPaise } from '../../../app/format';
import { AdminList } from '../kit';
import { authJson, useAuthJson } from '../../../app/authFetch';
import { downloadPrivate } from '../../../app/download';
import en from '../../../locales/en/payouts.json';
import hi from '../../../locales/hi/payouts.json';
import { ReconciliationView } from './ReconciliationView';
import { PayoutActions, payoutColumns, type PayoutRow } from './PayoutLine';
// The 'payouts' namespace ships with this tab's chunk.
registerNamespace('payouts', { en, hi });

interface AccountRow {
  panditId: string;
  panditName: string;
  kind: string;
  accountNumberMasked: string | null;
  upiIdMasked: string | null;
  ifsc: string | null;
  verification: string;
  availablePaise: number;
}
interface Batch {
  id: string;
  provider: 'file' | 'razorpayx';
  totalPaise: number;
  createdAt: string;
  sentAt: string | null;
  payouts: PayoutRow[];
}

/** The admin Payouts tab (issue #36 item 5): payout accounts to verify, batches to build, export or send, and settle. */
export function PayoutsTab() {
  const { t, i18n } = useTranslation('payouts');
  const accounts = useAuthJson<AccountRow[]>('/api/admin/payouts/accounts');
  const batches = useAuthJson<Batch[]>('/api/admin/payouts/batches');
  const [busy, setBusy] = useState<string | null>(null);
  const lang = i18n.language;
  const client = useApolloClient();
  // A payout built, paid or failed moves ledger money: the reconciliation below is asked again too.
  const refetchAll = () =>
    Promise.all([accounts.refetch(), batches.refetch(), client.refetchQueries({ include: ['AdminReconciliation'] })]).then(
      () => undefined,
    );

  async function run(key: string, action: () => Promise<unknown>, done: string, failed = t('batches.actionFailed')) {
    setBusy(key);
    try {
      await action();
      notifications.show({ color: 'green', message: done });
      await refetchAll();
    } catch (e) {
      notifications.show({ color: 'red', title: failed, message: errorMessage(e, t) });
    } finally {
      setBusy(null);
    }
  }

  async function build() {
    setBusy('build');
    try {
      const batch = await authJson<Batch>('/api/admin/payouts/batches', { method: 'POST', body: {} });
      notifications.show({ color: 'green', message: t('batches.built', { amount: formatPaise(batch.totalPaise, lang) }) });
      await refetchAll();
    } catch (e) {
      notifications.show({ color: 'red', title: t('batches.buildFailed'), message: errorMessage(e, t) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="lg" data-testid="payouts-tab">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={3} fz="h4">
            {t('accounts.title')}
          </Title>
          <AdminList
            testId="payout-accounts"
            items={accounts.data?.map((a) => ({ ...a, id: a.panditId }))}
            loading={accounts.loading}
            error={accounts.error}
            onRetry={() => void accounts.refetch()}
            loadFailed={t('loadFailed')}
            empty={t('accounts.empty')}
            compactEmpty
            label={t('accounts.title')}
            minWidth={560}
            columns={[
              { key: 'pandit', header: t('accounts.pandit'), cell: (a) => <span data-user-content>{a.panditName}</span> },
              {
                key: 'account',
                header: t('accounts.account'),
                cell: (a) => (
                  <span data-user-content>{a.kind === 'vpa' ? a.upiIdMasked : `${a.accountNumberMasked} · ${a.ifsc}`}</span>
                ),
              },
              {
                key: 'available',
                header: t('accounts.available'),
                nowrap: true,
                cell: (a) => formatPaise(a.availablePaise, lang),
              },
              {
                key: 'verification',
                header: t('accounts.verification'),
                cell: (a) =>
                  a.verification === 'verified' ? (
                    <Badge color="green" variant="light">
                      {t('accounts.states.verified')}
                    </Badge>
                  ) : (
                    <Group gap="xs">
                      <Badge color="gray" variant="light">
                        {t(`accounts.states.${a.verification}`)}
                      </Badge>
                      <Button
                        size="xs"
                        variant="light"
                        loading={busy === `verify-${a.panditId}`}
                        onClick={() =>
                          void run(
                            `verify-${a.panditId}`,
                            () =>
                              authJson(`/api/admin/payouts/accounts/${a.panditId}/verify`, {
                                method: 'POST',
                                body: { verified: true },
                              }),
                            t('accounts.verified'),
                          )
                        }
                        data-testid={`payout-verify-${a.panditId}`}
                      >
                        {t('accounts.verify')}
                      </Button>
                    </Group>
                  ),
              },
            ]}
          />
        </Stack>
      </Paper>

      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="h4">
            {t('batches.title')}
          </Title>
          <Button color="orange" loading={busy === 'build'} onClick={() => void build()} data-testid="payout-build">
            {t('batches.build')}
          </Button>
        </Group>
        <AdminList
          testId="payout-batches"
          items={batches.data}
          loading={batches.loading}
          error={batches.error}
          onRetry={() => void batches.refetch()}
          loadFailed={t('loadFailed')}
          empty={t('batches.empty')}
          emptyHint={t('batches.emptyHint')}
          card={(b) => (
            <Paper withBorder radius="md" p="md" data-testid="payout-batch">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text fw={600}>
                    {t('batches.created', { date: formatDateTime(b.createdAt, lang) })} ·{' '}
                    {t('batches.total', { amount: formatPaise(b.totalPaise, lang) })} ·{' '}
                    {b.provider === 'razorpayx' ? t('batches.viaApi') : t('batches.viaFile')}
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      loading={busy === `file-${b.id}`}
                      onClick={() =>
                        void run(
                          `file-${b.id}`,
                          () =>
                            downloadPrivate(
                              `/api/admin/payouts/batches/${b.id}/bank-file.csv`,
                              `payouts-${b.id.slice(0, 8)}.csv`,
                            ),
                          t('batches.download'),
                        )
                      }
                      data-testid="payout-bank-file"
                    >
                      {t('batches.download')}
                    </Button>
                    {b.provider === 'razorpayx' && !b.sentAt && (
                      <Button
                        size="xs"
                        variant="light"
                        loading={busy === `send-${b.id}`}
                        onClick={() =>
                          void run(
                            `send-${b.id}`,
                            () => authJson(`/api/admin/payouts/batches/${b.id}/send`, { method: 'POST', body: {} }),
                            t('batches.sent'),
                          )
                        }
                      >
                        {t('batches.send')}
                      </Button>
                    )}
                  </Group>
                </Group>
                <AdminList
                  testId={`payout-batch-${b.id}`}
                  items={b.payouts}
                  loading={false}
                  onRetry={() => void refetchAll()}
                  loadFailed={t('loadFailed')}
                  empty={t('batches.empty')}
                  compactEmpty
                  label={t('batches.title')}
                  minWidth={640}
                  columns={payoutColumns(t, lang)}
                  actions={(p) => <PayoutActions payout={p} onChanged={refetchAll} />}
                  rowProps={(p) => ({ 'data-testid': `payout-line-${p.id}` })}
                />
              </Stack>
            </Paper>
          )}
        />
      </Stack>
      <ReconciliationView />
    </Stack>
  );
}
