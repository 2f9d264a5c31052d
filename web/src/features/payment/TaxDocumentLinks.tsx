import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { downloadPrivate } from '../../app/download';
import { errorMessage } from '../../app/errors';
import './i18n';

/**
 * A booking's tax invoice and credit notes as files (GET /api/tax-documents/:id, a printable HTML page in the viewer's
 * language; its customer and admins only). The token goes in the header, so each is fetched and saved, not linked.
 */
export function TaxDocumentLinks({ documents }: { documents: ReadonlyArray<{ id: string; kind: string; number: string }> }) {
  const { t, i18n } = useTranslation('payment');
  const [busy, setBusy] = useState<string | null>(null);
  if (!documents.length) return null;
  async function download(d: { id: string; number: string }) {
    setBusy(d.id);
    try {
      const lang = i18n.language === 'hi' ? 'hi' : 'en';
      await downloadPrivate(`/api/tax-documents/${d.id}?lang=${lang}`, `${d.number.replaceAll('/', '-')}.html`);
    } catch (e) {
      notifications.show({ color: 'red', title: t('documents.failed'), message: errorMessage(e, t) });
    } finally {
      setBusy(null);
    }
  }
  return (
    <Group gap="xs" className="receipt-actions" data-testid="tax-documents">
      {documents.map((d) => (
        <Button
          key={d.id}
          size="xs"
          variant="light"
          loading={busy === d.id}
          onClick={() => void download(d)}
          data-testid={`tax-document-${d.kind === 'INVOICE' ? 'invoice' : 'credit-note'}`}
        >
          {t(d.kind === 'INVOICE' ? 'documents.invoice' : 'documents.creditNote', { number: d.number })}
        </Button>
      ))}
    </Group>
  );
}
