import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PAYOUT_FAILURE_MAX, PAYOUT_REFERENCE_MAX, payoutFailureSchema, payoutReferenceSchema } from '@marketplace/schema/rules';
import { errorMessage } from '../../../app/errors';
import { authJson } from '../../../app/authFetch';
import { formatPaise } from '../../../app/format';
import { ReasonDialog, type AdminColumn } from '../kit';

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

/** A batch's lines as the kit's columns: pandit, account, amount, status, and the bank's reference or the failure. */
export function payoutColumns(t: TFunction, lang: string): AdminColumn<PayoutRow>[] {
  return [
    { key: 'pandit', header: t('payout.pandit'), cell: (p) => <span data-user-content>{p.panditName}</span> },
    { key: 'account', header: t('payout.account'), cell: (p) => <span data-user-content>{p.account ?? '—'}</span> },
    { key: 'amount', header: t('payout.amount'), nowrap: true, cell: (p) => formatPaise(p.amountPaise, lang) },
    {
      key: 'status',
      header: t('payout.status'),
      cell: (p) => (
        <Badge
          color={p.status === 'processed' ? 'green' : OPEN.includes(p.status) ? 'blue' : 'red'}
          variant="light"
          data-testid="payout-status"
        >
          {t(`payout.statuses.${p.status}`)}
        </Badge>
      ),
    },
    {
      key: 'reference',
      header: t('payout.reference'),
      cell: (p) => (
        <Text size="sm" data-user-content>
          {p.reference ?? p.failureReason ?? '—'}
        </Text>
      ),
    },
  ];
}

/** An open line's buttons: paid (the bank's reference) or failed (the reason), each asked in the kit's ReasonDialog. */
export function PayoutActions({ payout: p, onChanged }: { payout: PayoutRow; onChanged: () => Promise<void> }) {
  const { t } = useTranslation('payouts');
  const [mode, setMode] = useState<'paid' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  if (!OPEN.includes(p.status)) return null;

  async function save(value: string): Promise<boolean> {
    setBusy(true);
    try {
      await authJson(`/api/admin/payouts/${p.id}/${mode}`, {
        method: 'POST',
        body: mode === 'paid' ? { reference: value } : { reason: value },
      });
      notifications.show({ color: 'green', message: t('payout.saved') });
      setMode(null);
      await onChanged();
      return true;
    } catch (e) {
      notifications.show({ color: 'red', title: t('batches.actionFailed'), message: errorMessage(e, t) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" variant="light" color="green" onClick={() => setMode('paid')} data-testid="payout-mark-paid">
          {t('payout.markPaid')}
        </Button>
        <Button size="xs" variant="light" color="red" onClick={() => setMode('failed')} data-testid="payout-mark-failed">
          {t('payout.markFailed')}
        </Button>
      </Group>
      <ReasonDialog
        opened={mode !== null}
        title={mode === 'paid' ? t('payout.markPaid') : t('payout.markFailed')}
        label={mode === 'paid' ? t('payout.referenceLabel') : t('payout.reasonLabel')}
        confirmLabel={t('payout.save')}
        schema={mode === 'paid' ? payoutReferenceSchema : payoutFailureSchema}
        max={mode === 'paid' ? PAYOUT_REFERENCE_MAX : PAYOUT_FAILURE_MAX}
        busy={busy}
        onClose={() => setMode(null)}
        onConfirm={save}
        testId="payout"
      />
    </>
  );
}
