import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../app/format';
import { useQuery } from '../../../app/query';
import { ComplaintStatsQuery } from '../../complaint/operations';

/** The console Overview's overdue complaints (issue #35): red when any, with the way to the Support tab. */
export function OverdueComplaints() {
  const { t, i18n } = useTranslation('admin');
  const { data } = useQuery(ComplaintStatsQuery, { pollInterval: 60_000 });
  const stats = data?.complaintStats;
  if (!stats) return null;
  const overdue = stats.overdue > 0;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="overview-overdue-complaints"
      data-overdue={stats.overdue}
      style={overdue ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Text c={overdue ? 'red' : undefined} fw={overdue ? 700 : undefined}>
        {overdue
          ? t('overview.overdueComplaints', { count: stats.overdue, n: formatNumber(stats.overdue, i18n.language) })
          : t('overview.noOverdueComplaints')}{' '}
        <Anchor component={Link} to="/admin?tab=support" size="sm">
          {t('overview.openSupport', { count: stats.active, n: formatNumber(stats.active, i18n.language) })}
        </Anchor>
      </Text>
    </Paper>
  );
}
