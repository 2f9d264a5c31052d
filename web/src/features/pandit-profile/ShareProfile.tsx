import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { localePath } from '@marketplace/schema/rules/address';
import { panditSlug } from '@marketplace/schema/rules/slug';
import './pageAddressTexts';
import { useOrigin } from '../../app/serverOrigin';

/**
 * A profile's share buttons (issue #32): WhatsApp (wa.me with the name and the page's address, which the gateway
 * previews with the pandit's name, city, rating and photo) and Copy link. The address is the page in the reader's
 * language.
 */
export function ShareProfile({ pandit }: { pandit: { id: string; name: string; city: string } }) {
  const { t, i18n } = useTranslation('pageAddress');
  const url = `${useOrigin()}${localePath(i18n.language, `/pandits/${panditSlug(pandit)}`)}`;
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => notifications.show({ id: 'link-copied', message: t('linkCopied') }),
      () => notifications.show({ id: 'link-copied', color: 'red', message: t('copyFailed') }),
    );
  return (
    <Group gap="xs" role="group" aria-label={t('share')} data-testid="profile-share">
      <Button
        component="a"
        href={`https://wa.me/?text=${encodeURIComponent(`${pandit.name} — ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
        size="compact-sm"
        variant="light"
        color="green"
        data-testid="share-whatsapp"
      >
        {t('shareWhatsApp')}
      </Button>
      <Button size="compact-sm" variant="light" color="gray" onClick={() => void copy()} data-testid="copy-link">
        {t('copyLink')}
      </Button>
    </Group>
  );
}
