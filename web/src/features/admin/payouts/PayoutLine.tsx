import { useState } from 'react';
import { Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { payoutFailureSchema, payoutReferenceSchema } from '@marketplace/schema/rules';
import { errorMessage } from '../../../app/errors';
import { ruleIssue, ruleText } from '../../../app/ruleForm';
import { formatPaise, restJson } from '../../earnings/rest';

export interface PayoutRow {
  id: string;
  panditName: string;
  amountPaise: number;
  status: string;
  reference: string | null;
  failureReason: string | null;
  account: string | null;
}

export const OPEN = ['pending', 'queued', 'processing'];

export function PayoutLine({ payout: p, onChanged }: { payout: PayoutRow; onChanged: () => Promise<void> }) {
  const { t, i18n } = useTranslation('payouts');
  const [mode, setMode] = useState<'paid' | 'failed' | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function save() {
    const issue = ruleIssue(mode === 'paid' ? payoutReferenceSchema : payoutFailureSchema, value);
    if (issue) return setError(ruleText(issue));
    setBusy(true);
    try {
      await restJson(`/api/admin/payouts/${p.id}/${mode}`, {
        method: 'POST',
        body: mode === 'paid' ? { reference: value } : { reason: value },
      });
      notifications.show({ color: 'green', message: t('payout.saved') });
      setMode(null);
      setValue('');
      await onChanged();
    } catch (e) {
      notifications.show({ color: 'red', title: t('batches.actionFailed'), message: errorMessage(e, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Table.Tr data-testid={`payout-line-${p.id}`}>
      <Table.Td data-user-content>{p.panditName}</Table.Td>
      <Table.Td data-user-content>{p.account ?? '—'}</Table.Td>
      <Table.Td>{formatPaise(p.amountPaise, i18n.language)}</Table.Td>
      <Table.Td>
        <Badge
          color={p.status === 'processed' ? 'green' : OPEN.includes(p.status) ? 'blue' : 'red'}
          variant="light"
          data-testid="payout-status"
        >
          {t(`payout.statuses.${p.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {mode ? (
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              size="xs"
              aria-label={mode === 'paid' ? t('payout.referenceLabel') : t('payout.reasonLabel')}
              placeholder={mode === 'paid' ? t('payout.referenceLabel') : t('payout.reasonLabel')}
              value={value}
              error={error}
              onChange={(e) => {
                setValue(e.currentTarget.value);
                setError(undefined);
              }}
              data-testid="payout-input"
            />
            <Button size="xs" loading={busy} onClick={() => void save()} data-testid="payout-save">
              {t('payout.save')}
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setMode(null)}>
              {t('payout.cancel')}
            </Button>
          </Group>
        ) : OPEN.includes(p.status) ? (
          <Group gap="xs">
            <Button size="xs" variant="light" color="green" onClick={() => setMode('paid')} data-testid="payout-mark-paid">
              {t('payout.markPaid')}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => setMode('failed')} data-testid="payout-mark-failed">
              {t('payout.markFailed')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" data-user-content>
            {p.reference ?? p.failureReason ?? '—'}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
