import './i18n';
import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { financialYearOf, indiaToday, payoutAccountInputSchema } from '@marketplace/schema/rules';
import { useRuleForm, serverFieldErrors } from '../../app/ruleForm';
import { errorMessage } from '../../app/errors';
import { formatDate } from '../../app/format';
import { LoadError } from '../../components/ui/LoadError';
import { EmptyState } from '../../components/ui/EmptyState';
import { downloadCsv, formatPaise, restJson, useRest } from './rest';

interface AccountView {
  kind: 'bank_account' | 'vpa';
  holderName: string;
  accountNumberMasked: string | null;
  ifsc: string | null;
  upiIdMasked: string | null;
  verification: 'not-checked' | 'verified' | 'mismatch' | 'failed';
  accountNumber?: string | null;
  upiId?: string | null;
}
interface Earnings {
  pendingPaise: number;
  availablePaise: number;
  inPayoutPaise: number;
  paidPaise: number;
  bookings: Array<{
    bookingId: string;
    reference: string;
    date: string;
    ceremony: string | null;
    ceremonyHi: string | null;
    sharePaise: number;
    state: string;
  }>;
  payouts: Array<{ id: string; amountPaise: number; status: string; reference: string | null; createdAt: string }>;
}

const STATE_COLORS: Record<string, string> = {
  pending: 'gray',
  held: 'red',
  available: 'green',
  in_payout: 'blue',
  paid: 'teal',
};

/** The pandit's Earnings tab in the workspace (issue #36 item 3): totals, payout account, statements, bookings, payouts. */
export function EarningsPanel() {
  const { t, i18n } = useTranslation('earnings');
  const earnings = useRest<Earnings>('/api/earnings');
  const lang = i18n.language;
  if (earnings.error && !earnings.data)
    return (
      <LoadError title={t('loadFailed')} error={earnings.error} onRetry={() => void earnings.refetch()} testId="earnings-error" />
    );
  if (!earnings.data)
    return (
      <Group gap="sm" role="status" py="lg">
        <Loader size="sm" color="orange" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  const e = earnings.data;
  return (
    <Stack gap="lg" data-testid="earnings-panel">
      <Text c="dimmed" size="sm">
        {t('subtitle')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {(
          [
            ['pending', e.pendingPaise],
            ['available', e.availablePaise],
            ['inPayout', e.inPayoutPaise],
            ['paid', e.paidPaise],
          ] as const
        ).map(([key, amount]) => (
          <Paper key={key} withBorder radius="md" p="md" data-testid={`earnings-${key}`}>
            <Text size="sm" c="dimmed">
              {t(`totals.${key}`)}
            </Text>
            <Text fw={700} fz="lg">
              {formatPaise(amount, lang)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <PayoutAccountCard />
      <StatementDownload />
      <Stack gap="xs">
        <Title order={3} fz="h4">
          {t('bookings.title')}
        </Title>
        {e.bookings.length === 0 ? (
          <EmptyState title={t('bookings.empty')} description={t('bookings.emptyHint')} />
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped data-testid="earnings-bookings">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bookings.date')}</Table.Th>
                  <Table.Th>{t('bookings.ceremony')}</Table.Th>
                  <Table.Th>{t('bookings.share')}</Table.Th>
                  <Table.Th>{t('bookings.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {e.bookings.map((b) => (
                  <Table.Tr key={b.bookingId}>
                    <Table.Td>{formatDate(b.date, lang)}</Table.Td>
                    <Table.Td>{(lang === 'hi' ? b.ceremonyHi : b.ceremony) ?? b.reference}</Table.Td>
                    <Table.Td>{formatPaise(b.sharePaise, lang)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATE_COLORS[b.state] ?? 'gray'} variant="light">
                        {t(`bookings.states.${b.state}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h4">
          {t('payouts.title')}
        </Title>
        {e.payouts.length === 0 ? (
          <EmptyState title={t('payouts.empty')} />
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table striped data-testid="earnings-payouts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payouts.date')}</Table.Th>
                  <Table.Th>{t('payouts.amount')}</Table.Th>
                  <Table.Th>{t('payouts.status')}</Table.Th>
                  <Table.Th>{t('payouts.reference')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {e.payouts.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{formatDate(p.createdAt, lang)}</Table.Td>
                    <Table.Td>{formatPaise(p.amountPaise, lang)}</Table.Td>
                    <Table.Td>{t(`payouts.statuses.${p.status}`)}</Table.Td>
                    <Table.Td data-user-content>{p.reference ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}

interface AccountValues {
  kind: 'bank_account' | 'vpa';
  holderName: string;
  accountNumber: string;
  ifsc: string;
  upiId: string;
}

function PayoutAccountCard() {
  const { t } = useTranslation('earnings');
  const account = useRest<AccountView | null>('/api/earnings/account');
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRuleForm<AccountValues>({
    schema: payoutAccountInputSchema,
    initialValues: { kind: 'bank_account', holderName: '', accountNumber: '', ifsc: '', upiId: '' },
  });

  async function edit() {
    try {
      // Only the owner, only when editing, sees the full number.
      const full = await restJson<AccountView | null>('/api/earnings/account?edit=1');
      form.setValues({
        kind: full?.kind ?? 'bank_account',
        holderName: full?.holderName ?? '',
        accountNumber: full?.accountNumber ?? '',
        ifsc: full?.ifsc ?? '',
        upiId: full?.upiId ?? '',
      });
      setEditing(true);
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, t) });
    }
  }

  async function save(values: AccountValues) {
    setBusy(true);
    try {
      await restJson('/api/earnings/account', { method: 'PUT', body: values });
      notifications.show({ color: 'green', message: t('account.saved') });
      setEditing(false);
      await account.refetch();
    } catch (e) {
      form.setErrors(serverFieldErrors(e));
      notifications.show({ color: 'red', title: t('account.saveFailed'), message: errorMessage(e, t) });
    } finally {
      setBusy(false);
    }
  }

  const a = account.data;
  return (
    <Paper withBorder radius="md" p="md" data-testid="payout-account">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="h4">
            {t('account.title')}
          </Title>
          {!editing && account.data !== undefined && (
            <Button variant="light" color="orange" onClick={() => void edit()} data-testid="payout-account-edit">
              {a ? t('account.change') : t('account.add')}
            </Button>
          )}
        </Group>
        {account.error && !account.data ? (
          <LoadError title={t('loadFailed')} error={account.error} onRetry={() => void account.refetch()} />
        ) : account.data === undefined ? (
          <Loader size="sm" color="orange" />
        ) : editing ? (
          <form onSubmit={form.onSubmit((v) => void save(v))} noValidate>
            <Stack gap="sm">
              <SegmentedControl
                aria-label={t('account.kind')}
                data={[
                  { value: 'bank_account', label: t('account.bank') },
                  { value: 'vpa', label: t('account.upi') },
                ]}
                {...form.getInputProps('kind')}
                data-testid="payout-kind"
              />
              <TextInput label={t('account.holderName')} {...form.getInputProps('holderName')} data-testid="payout-holder" />
              {form.values.kind === 'bank_account' ? (
                <>
                  <TextInput
                    label={t('account.accountNumber')}
                    inputMode="numeric"
                    autoComplete="off"
                    {...form.getInputProps('accountNumber')}
                    data-testid="payout-account-number"
                  />
                  <TextInput
                    label={t('account.ifsc')}
                    autoComplete="off"
                    {...form.getInputProps('ifsc')}
                    data-testid="payout-ifsc"
                  />
                </>
              ) : (
                <TextInput
                  label={t('account.upiId')}
                  autoComplete="off"
                  {...form.getInputProps('upiId')}
                  data-testid="payout-upi"
                />
              )}
              <Group gap="sm">
                <Button type="submit" color="orange" loading={busy} data-testid="payout-account-save">
                  {t('account.save')}
                </Button>
                <Button variant="subtle" onClick={() => setEditing(false)}>
                  {t('account.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : a ? (
          <Stack gap={4}>
            <Text data-user-content data-testid="payout-account-summary">
              {a.holderName} · {a.kind === 'vpa' ? a.upiIdMasked : `${a.accountNumberMasked} · ${a.ifsc}`}
            </Text>
            <Badge
              color={a.verification === 'verified' ? 'green' : a.verification === 'not-checked' ? 'gray' : 'red'}
              variant="light"
            >
              {t(`account.verification.${a.verification}`)}
            </Badge>
          </Stack>
        ) : (
          <Text c="dimmed">{t('account.none')}</Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The last 12 months and the current and previous financial years. */
function periods(fyLabel: (from: number) => string, lang: string) {
  const today = indiaToday();
  const [y, m] = today.split('-').map(Number) as [number, number];
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    const value = d.toISOString().slice(0, 7);
    return {
      value,
      label: new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(d),
    };
  });
  const fy = Number(financialYearOf().slice(0, 4));
  const years = [fy, fy - 1].map((from) => ({ value: `FY${from}`, label: fyLabel(from) }));
  return { months, years };
}

function StatementDownload() {
  const { t, i18n } = useTranslation('earnings');
  const [period, setPeriod] = useState<string>(indiaToday().slice(0, 7));
  const [busy, setBusy] = useState(false);
  const list = periods((from) => t('statement.fy', { from, to: from + 1 }), i18n.language);
  async function download() {
    setBusy(true);
    try {
      await downloadCsv(`/api/earnings/statement.csv?period=${encodeURIComponent(period)}`, `earnings-${period}.csv`);
    } catch (e) {
      notifications.show({ color: 'red', title: t('statement.failed'), message: errorMessage(e, t) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('statement.title')}
        </Title>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('statement.period')}
            data={[
              { group: t('statement.month'), items: list.months },
              { group: t('statement.year'), items: list.years },
            ]}
            value={period}
            onChange={(v) => v && setPeriod(v)}
            allowDeselect={false}
            data-testid="statement-period"
          />
          <Button variant="light" color="orange" loading={busy} onClick={() => void download()} data-testid="statement-download">
            {t('statement.download')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
