import { useState } from 'react';
import { Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../../app/i18n';
import { errorMessage } from '../../../app/errors';
import { formatDateTime } from '../../../app/format';
import { LoadError } from '../../../components/ui/LoadError';
import { EmptyState } from '../../../components/ui/EmptyState';
import { downloadCsv, formatPaise, restJson, useRest } from '../../earnings/rest';
import en from '../../../locales/en/payouts.json';
import hi from '../../../locales/hi/payouts.json';
import { PayoutLine, type PayoutRow } from './PayoutLine';
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
  const accounts = useRest<AccountRow[]>('/api/admin/payouts/accounts');
  const batches = useRest<Batch[]>('/api/admin/payouts/batches');
  const [busy, setBusy] = useState<string | null>(null);
  const lang = i18n.language;

  async function run(key: string, action: () => Promise<unknown>, done: string, failed = t('batches.actionFailed')) {
    setBusy(key);
    try {
      await action();
      notifications.show({ color: 'green', message: done });
      await Promise.all([accounts.refetch(), batches.refetch()]);
    } catch (e) {
      notifications.show({ color: 'red', title: failed, message: errorMessage(e, t) });
    } finally {
      setBusy(null);
    }
  }

  async function build() {
    setBusy('build');
    try {
      const batch = await restJson<Batch>('/api/admin/payouts/batches', { method: 'POST', body: {} });
      notifications.show({ color: 'green', message: t('batches.built', { amount: formatPaise(batch.totalPaise, lang) }) });
      await Promise.all([accounts.refetch(), batches.refetch()]);
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
          {accounts.error && !accounts.data ? (
            <LoadError title={t('loadFailed')} error={accounts.error} onRetry={() => void accounts.refetch()} />
          ) : !accounts.data ? (
            <Group gap="sm" role="status">
              <Loader size="sm" color="orange" />
              <Text>{t('loading')}</Text>
            </Group>
          ) : accounts.data.length === 0 ? (
            <Text c="dimmed">{t('accounts.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped data-testid="payout-accounts">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('accounts.pandit')}</Table.Th>
                    <Table.Th>{t('accounts.account')}</Table.Th>
                    <Table.Th>{t('accounts.available')}</Table.Th>
                    <Table.Th>{t('accounts.verification')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {accounts.data.map((a) => (
                    <Table.Tr key={a.panditId}>
                      <Table.Td data-user-content>{a.panditName}</Table.Td>
                      <Table.Td data-user-content>
                        {a.kind === 'vpa' ? a.upiIdMasked : `${a.accountNumberMasked} · ${a.ifsc}`}
                      </Table.Td>
                      <Table.Td>{formatPaise(a.availablePaise, lang)}</Table.Td>
                      <Table.Td>
                        {a.verification === 'verified' ? (
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
                                    restJson(`/api/admin/payouts/accounts/${a.panditId}/verify`, {
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
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
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
        {batches.error && !batches.data ? (
          <LoadError
            title={t('loadFailed')}
            error={batches.error}
            onRetry={() => void batches.refetch()}
            testId="payout-batches-error"
          />
        ) : !batches.data ? (
          <Group gap="sm" role="status">
            <Loader size="sm" color="orange" />
            <Text>{t('loading')}</Text>
          </Group>
        ) : batches.data.length === 0 ? (
          <EmptyState title={t('batches.empty')} description={t('batches.emptyHint')} />
        ) : (
          batches.data.map((b) => (
            <Paper key={b.id} withBorder radius="md" p="md" data-testid="payout-batch">
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
                            downloadCsv(`/api/admin/payouts/batches/${b.id}/bank-file.csv`, `payouts-${b.id.slice(0, 8)}.csv`),
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
                            () => restJson(`/api/admin/payouts/batches/${b.id}/send`, { method: 'POST', body: {} }),
                            t('batches.sent'),
                          )
                        }
                      >
                        {t('batches.send')}
                      </Button>
                    )}
                  </Group>
                </Group>
                <Table.ScrollContainer minWidth={640}>
                  <Table striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('payout.pandit')}</Table.Th>
                        <Table.Th>{t('payout.account')}</Table.Th>
                        <Table.Th>{t('payout.amount')}</Table.Th>
                        <Table.Th>{t('payout.status')}</Table.Th>
                        <Table.Th>{t('payout.reference')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {b.payouts.map((p) => (
                        <PayoutLine
                          key={p.id}
                          payout={p}
                          onChanged={() => Promise.all([accounts.refetch(), batches.refetch()]).then(() => undefined)}
                        />
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Stack>
            </Paper>
          ))
        )}
      </Stack>
    </Stack>
  );
}
