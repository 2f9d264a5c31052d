import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { financialYearOf, indiaToday } from '@marketplace/schema/rules';
import { errorMessage } from '../../app/errors';
import { downloadPrivate } from '../../app/download';

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

export function StatementDownload() {
  const { t, i18n } = useTranslation('earnings');
  const [period, setPeriod] = useState<string>(indiaToday().slice(0, 7));
  const [busy, setBusy] = useState(false);
  const list = periods((from) => t('statement.fy', { from, to: from + 1 }), i18n.language);
  async function download() {
    setBusy(true);
    try {
      await downloadPrivate(`/api/earnings/statement.csv?period=${encodeURIComponent(period)}`, `earnings-${period}.csv`);
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
