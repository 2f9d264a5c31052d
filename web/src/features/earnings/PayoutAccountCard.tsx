import { useState } from 'react';
import { Badge, Button, Group, Loader, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { payoutAccountInputSchema } from '@marketplace/schema/rules';
import { useRuleForm, serverFieldErrors } from '../../app/ruleForm';
import { errorMessage } from '../../app/errors';
import { LoadError } from '../../components/ui/LoadError';
import { authJson, useAuthJson } from '../../app/authFetch';

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
interface AccountValues {
  kind: 'bank_account' | 'vpa';
  holderName: string;
  accountNumber: string;
  ifsc: string;
  upiId: string;
}

export function PayoutAccountCard() {
  const { t } = useTranslation('earnings');
  const account = useAuthJson<AccountView | null>('/api/earnings/account');
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRuleForm<AccountValues>({
    schema: payoutAccountInputSchema,
    initialValues: { kind: 'bank_account', holderName: '', accountNumber: '', ifsc: '', upiId: '' },
  });

  async function edit() {
    try {
      // Only the owner, only when editing, sees the full number.
      const full = await authJson<AccountView | null>('/api/earnings/account?edit=1');
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
      await authJson('/api/earnings/account', { method: 'PUT', body: values });
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
