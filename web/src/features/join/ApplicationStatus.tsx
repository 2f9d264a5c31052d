import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RegistrationStatus } from '../../__generated__/graphql';
import { formatDate } from '../../app/format';
import './i18n';

const COLORS: Record<RegistrationStatus, string> = { PENDING: 'yellow', APPROVED: 'green', REJECTED: 'red' };

interface Props {
  application: { registrationStatus: RegistrationStatus; rejectionReason?: string | null; createdAt: string };
  /** Called when the applicant follows the edit link (e.g. to close a modal). */
  onNavigate?: () => void;
  /** Hide the edit link (on the wizard page itself). */
  hideLink?: boolean;
}

/** The applicant's view of their application: pending, approved, or rejected with the reason. */
export function ApplicationStatus({ application, onNavigate, hideLink }: Props) {
  const { t, i18n } = useTranslation('pandit');
  const status = application.registrationStatus;
  const key = status.toLowerCase() as 'pending' | 'approved' | 'rejected';
  return (
    <Alert
      color={COLORS[status]}
      variant="light"
      data-testid="application-status"
      data-status={key}
      title={
        <Group gap="xs">
          <Text fw={600} size="sm">
            {t('status.title')}
          </Text>
          <Badge color={COLORS[status]} data-testid="application-status-badge">
            {t(`status.${key}`)}
          </Badge>
        </Group>
      }
    >
      <Stack gap={6}>
        <Text size="xs" c="dimmed">
          {t('status.submittedOn', { date: formatDate(application.createdAt, i18n.language) })}
        </Text>
        {status === 'REJECTED' ? (
          <>
            <Text size="sm">{t('status.rejectedHint')}</Text>
            <Text size="sm" fw={500} data-testid="application-rejection-reason" style={{ whiteSpace: 'pre-wrap' }}>
              {application.rejectionReason}
            </Text>
          </>
        ) : (
          <Text size="sm">{t(`status.${key}Hint`)}</Text>
        )}
        {!hideLink && (
          <Anchor component={Link} to="/join" onClick={onNavigate} size="sm" fw={600} data-testid="application-edit-link">
            {status === 'REJECTED'
              ? t('status.editResubmit')
              : status === 'PENDING'
                ? t('status.editApplication')
                : t('status.editProfile')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
