import { useRef } from 'react';
import { Button, Group, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../app/query';
import type { BookingCardFragment } from '../../__generated__/graphql';
import { BookingSamagriQuery } from './operations';
import { inLanguage } from '../ceremony/names';
import { SamagriList } from '../ceremony/shared';

/** While one list is printed (body[data-print=samagri]), only that list (data-print-sheet) is on the paper. */
const PRINT_CSS = `@media print {
  body[data-print='samagri'] * { visibility: hidden; }
  body[data-print='samagri'] [data-print-sheet], body[data-print='samagri'] [data-print-sheet] * { visibility: visible; }
  body[data-print='samagri'] [data-print-sheet] { position: absolute; inset: 0 auto auto 0; width: 100%; border: none !important; }
  body[data-print='samagri'] .samagri-print { display: none !important; }
}`;

/** My Bookings (issue #33): the samagri the family arranges for a booking, and Print for that list alone. */
export function SamagriToArrange({ booking: b }: { booking: Pick<BookingCardFragment, 'ceremony' | 'date'> }) {
  const { t, i18n } = useTranslation('ceremony');
  const sheet = useRef<HTMLDivElement>(null);
  const slug = b.ceremony?.slug;
  const { data, loading, error } = useQuery(BookingSamagriQuery, { variables: { slug: slug ?? '' }, skip: !slug });
  const items = data?.ceremony?.samagri ?? [];
  if (!b.ceremony || (!loading && !error && items.length === 0)) return null;
  const print = () => {
    const el = sheet.current;
    if (!el) return;
    el.setAttribute('data-print-sheet', '');
    document.body.dataset.print = 'samagri';
    const done = () => {
      el.removeAttribute('data-print-sheet');
      delete document.body.dataset.print;
    };
    window.addEventListener('afterprint', done, { once: true });
    window.print();
  };
  return (
    <Paper withBorder radius="sm" p="sm" mt="sm" ref={sheet} data-testid="booking-samagri-list">
      <style>{PRINT_CSS}</style>
      <Group justify="space-between" align="flex-start" mb={4}>
        <Text fw={600} size="sm">
          {t('facts.samagriList')} · {inLanguage(b.ceremony.name, i18n.language)}
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          className="samagri-print"
          onClick={print}
          disabled={loading || !!error}
          data-testid="booking-samagri-print"
        >
          {t('facts.print')}
        </Button>
      </Group>
      {loading ? (
        <Loader size="xs" aria-label={t('facts.samagriLoading')} />
      ) : error ? (
        <Text size="sm" c="red.8" role="alert">
          {t('facts.samagriFailed')}
        </Text>
      ) : (
        <SamagriList items={items} />
      )}
    </Paper>
  );
}
