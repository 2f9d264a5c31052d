import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationStatus } from '../../../__generated__/graphql';

const STATUS_COLORS: Record<RegistrationStatus, string> = { PENDING: 'yellow', APPROVED: 'green', REJECTED: 'red' };

export function StatusBadge({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="application-status-cell">
      {t(`approvals.status.${status.toLowerCase()}`)}
    </Badge>
  );
}
