import { useRef } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingCardFragment } from '../../__generated__/graphql';
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
  if (!b.ceremony?.samagri.length) return null;
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
        <Button size="compact-xs" variant="light" className="samagri-print" onClick={print} data-testid="booking-samagri-print">
          {t('facts.print')}
        </Button>
      </Group>
      <SamagriList items={b.ceremony.samagri} />
    </Paper>
  );
}
