import { Anchor, Container, List, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_ACK_HOURS, COMPLAINT_REOPEN_DAYS, COMPLAINT_RESOLVE_DAYS } from '@marketplace/schema/rules';
import { useQuery } from '../../app/query';
import { useOwnPageTitle } from '../../app/pageTitle';
import { LoadError } from '../../components/ui/LoadError';
import { GrievanceOfficerQuery } from './operations';
import './i18n';

/**
 * '/grievances' (issue #35): how to complain, the deadlines, and the grievance officer from configuration, as the
 * Consumer Protection (E-Commerce) Rules, 2020 ask.
 */
export function GrievancesPage() {
  const { t } = useTranslation('complaint');
  const { data, loading, error, refetch } = useQuery(GrievanceOfficerQuery);
  useOwnPageTitle(t('grievances.title'));
  const o = data?.siteConfig.grievanceOfficer;
  const hours = o?.ackHours ?? COMPLAINT_ACK_HOURS;
  const days = o?.resolveDays ?? COMPLAINT_RESOLVE_DAYS;
  return (
    <Container size="md" py="xl">
      <Stack gap="md" component="article" aria-labelledby="grievances-title">
        <Title order={1} id="grievances-title" data-testid="grievances-title">
          {t('grievances.title')}
        </Title>
        <Text>{t('grievances.intro', { hours, days })}</Text>
        <Stack gap={4} component="section">
          <Title order={2} fz="h4">
            {t('grievances.howTitle')}
          </Title>
          <List type="ordered" spacing={4}>
            <List.Item>{t('grievances.how1')}</List.Item>
            <List.Item>{t('grievances.how2')}</List.Item>
            <List.Item>{t('grievances.how3')}</List.Item>
            <List.Item>{t('grievances.how4', { days: o?.reopenDays ?? COMPLAINT_REOPEN_DAYS })}</List.Item>
          </List>
        </Stack>
        <Stack gap={4} component="section">
          <Title order={2} fz="h4">
            {t('grievances.deadlinesTitle')}
          </Title>
          <Text>{t('grievances.ack', { hours })}</Text>
          <Text>{t('grievances.resolution', { days })}</Text>
        </Stack>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="officer-title">
          <Stack gap="xs">
            <Title order={2} fz="h4" id="officer-title">
              {t('grievances.officerTitle')}
            </Title>
            <Text size="sm">{t('grievances.officerIntro')}</Text>
            {error && !o ? (
              <LoadError title={t('grievances.loadFailed')} error={error} onRetry={() => void refetch()} />
            ) : loading && !o ? (
              <Skeleton height={100} aria-busy="true" />
            ) : o ? (
              <Table variant="vertical" withTableBorder={false} data-testid="grievance-officer">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th w={100}>{t('grievances.name')}</Table.Th>
                    <Table.Td data-user-content>{o.name}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{t('grievances.email')}</Table.Th>
                    <Table.Td>
                      <Anchor href={`mailto:${o.email}`} style={{ overflowWrap: 'anywhere' }}>
                        <code>{o.email}</code>
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{t('grievances.phone')}</Table.Th>
                    <Table.Td>
                      <Anchor href={`tel:${o.phone.replace(/[^\d+]/g, '')}`}>{o.phone}</Anchor>
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{t('grievances.address')}</Table.Th>
                    <Table.Td data-user-content>{o.address}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            ) : null}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
