import { Anchor, Container, Skeleton, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../app/query';
import { useSession } from '../../app/session';
import { useOwnPageTitle } from '../../app/pageTitle';
import { LoadError } from '../../components/ui/LoadError';
import { EmptyState } from '../../components/ui/EmptyState';
import { ComplaintThread } from './ComplaintThread';
import { ComplaintQuery } from './operations';
import './i18n';

/** '/complaints/<id>': one complaint for its devotee, its pandit (and admins), with the thread (issue #35). */
export function ComplaintPage() {
  const { t } = useTranslation('complaint');
  const { id = '' } = useParams();
  const { user, loading: sessionLoading } = useSession();
  const { data, loading, error, refetch } = useQuery(ComplaintQuery, { variables: { id }, skip: !user });
  useOwnPageTitle(t('ticket.title'));
  const back = user?.role === 'PANDIT' ? '/workspace' : user?.role === 'ADMIN' ? '/admin?tab=support' : '/bookings';
  let body;
  if (sessionLoading || (loading && !data)) body = <Skeleton height={240} aria-busy="true" />;
  else if (!user) body = <EmptyState title={t('ticket.loginRequired')} />;
  else if (error && !data) {
    body = error.message.includes('not found') ? (
      <EmptyState title={t('ticket.notFound')} />
    ) : (
      <LoadError title={t('ticket.loadFailed')} error={error} onRetry={() => void refetch()} />
    );
  } else if (data) body = <ComplaintThread complaint={data.complaint} admin={user.role === 'ADMIN'} />;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to={back} size="sm">
          ← {t('ticket.back')}
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
