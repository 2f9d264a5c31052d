import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useOwnPageTitle } from '../../app/pageTitle';
import './i18n';

/**
 * '/how-we-rank' (issue #35), linked from the directory's sort: how each sort orders the pandits, as the gateway's
 * ORDER BY does (modules/pandit/pandit.service.ts), and that no pandit pays for position.
 */
export function RankingPage() {
  const { t } = useTranslation('complaint');
  useOwnPageTitle(t('ranking.title'));
  return (
    <Container size="md" py="xl">
      <Stack gap="md" component="article" aria-labelledby="ranking-title">
        <Title order={1} id="ranking-title" data-testid="ranking-title">
          {t('ranking.title')}
        </Title>
        <Text>{t('ranking.intro')}</Text>
        <Text>{t('ranking.who')}</Text>
        <List spacing="xs">
          <List.Item>{t('ranking.rating')}</List.Item>
          <List.Item>{t('ranking.relevance')}</List.Item>
          <List.Item>{t('ranking.distance')}</List.Item>
          <List.Item>{t('ranking.experience')}</List.Item>
          <List.Item>{t('ranking.price')}</List.Item>
          <List.Item>{t('ranking.name')}</List.Item>
        </List>
        <Text>{t('ranking.filters')}</Text>
        <Text fw={700} data-testid="ranking-no-pay">
          {t('ranking.noPay')}
        </Text>
        <Text>
          {t('ranking.complain')}{' '}
          <Anchor component={Link} to="/grievances">
            {t('linkGrievances')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
