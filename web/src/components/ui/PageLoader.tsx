import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A screen tall: the footer stays below the fold until the page arrives (no layout shift in view). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" mih="100vh" style={{ alignItems: 'flex-start' }} role="status" aria-label={t('status.loading')}>
      <Loader color="orange" />
    </Center>
  );
}
