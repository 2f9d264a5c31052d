import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ID_DOCUMENT_KINDS, type CertificateKind, type DocumentKind } from '@marketplace/schema/rules';
import { formatDate } from '../../app/format';
import './i18n';

interface Verification {
  kind: DocumentKind;
  certificate?: CertificateKind | null;
  verifiedAt: string;
}

/** What the marketplace checked about a pandit (accepted documents), each with the date it was checked. */
export function VerificationBadges({ verifications }: { verifications: readonly Verification[] }) {
  const { t, i18n } = useTranslation('verification');
  if (!verifications.length) return null;
  // A photo ID and a masked Aadhaar both say "ID verified": once.
  const seen = new Set<string>();
  const shown = verifications.filter((v) => {
    const key = ID_DOCUMENT_KINDS.includes(v.kind) ? 'ID' : `${v.kind}:${v.certificate ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return (
    <Group gap={6} aria-label={t('badge.title')} data-testid="verification-badges">
      {shown.map((v) => (
        <Badge key={`${v.kind}:${v.certificate ?? ''}`} color="green" variant="light" tt="none" data-testid="verification-badge">
          {t(`badge.${v.kind}`, { what: v.certificate ? t(`certificate.${v.certificate}`) : '' })} ·{' '}
          {t('badge.on', { date: formatDate(v.verifiedAt, i18n.language) })}
        </Badge>
      ))}
    </Group>
  );
}
