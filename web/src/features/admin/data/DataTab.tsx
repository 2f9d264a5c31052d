import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useQuery } from '../../../app/query';
import { COUNT_KINDS, importData, importProblems } from './importData';
import {
  Alert,
  Button,
  FileButton,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { describeError, errorMessage } from '../../../app/errors';
import { formatNumber } from '../../../app/format';
import { LoadError } from '../../../components/ui/LoadError';
import { ConfirmDialog } from '../ConfirmDialog';
import { StatCard } from '../shared';
import { ActivityLog } from './ActivityLog';

const DataCountsDocument = graphql(`
  query AdminDataCounts {
    dataCounts {
      users
      pandits
      packages
      bookings
      reviews
      testimonials
      payments
      refunds
      messages
    }
  }
`);
const ExportDocument = graphql(`
  query AdminExportData {
    exportData
  }
`);
const ClearDocument = graphql(`
  mutation AdminClearData {
    clearData(confirm: true) {
      deleted {
        pandits
        packages
        bookings
        reviews
        testimonials
        payments
        refunds
      }
    }
  }
`);

const KINDS = COUNT_KINDS;

/** Real counts, export to a dated JSON file, import (mode chosen, validated whole, all or nothing), clear all. */
export function DataTab() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const client = useApolloClient();
  const counts = useQuery(DataCountsDocument, { fetchPolicy: 'network-only' });
  const [importing, setImporting] = useState(false);
  const [clearData] = useMutation(ClearDocument);
  const [text, setText] = useState('');
  const [mode, setMode] = useState<'REPLACE' | 'MERGE' | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);

  const refreshAll = () => client.resetStore();

  async function doExport() {
    setExporting(true);
    try {
      const r = await client.query({ query: ExportDocument, fetchPolicy: 'network-only' });
      const blob = new Blob([JSON.stringify(r.data!.exportData, null, 2)], { type: 'application/json' });
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `marketplace-export-${new Date().toISOString().slice(0, 10)}.json`;
      a.click();
      URL.revokeObjectURL(a.href);
    } catch (e) {
      notifications.show({ color: 'red', title: t('data.exportFailed'), message: errorMessage(e, t) });
    } finally {
      setExporting(false);
    }
  }

  async function doImport() {
    setProblems([]);
    if (!text.trim()) return setProblems([t('data.pasteFirst')]);
    if (!mode) return setProblems([t('data.chooseMode')]);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return setProblems([t('data.importFailed')]);
    }
    setImporting(true);
    try {
      const n = await importData(mode, parsed);
      notifications.show({
        color: 'green',
        title: t('data.imported'),
        message: KINDS.map((k) => `${t(`data.kinds.${k}`)}: ${n[k]}`).join(', '),
      });
      setText('');
      await refreshAll();
    } catch (e) {
      const info = describeError(e);
      const named = importProblems(parsed, info, t);
      setProblems(
        named.length
          ? [t('data.importFailed'), ...named, t('data.nothingImported')]
          : [t('data.importFailed'), errorMessage(e, t)],
      );
    } finally {
      setImporting(false);
    }
  }

  return (
    <Stack gap="lg">
      {counts.error && !counts.data ? (
        <LoadError title={t('data.loadFailed')} error={counts.error} onRetry={() => void counts.refetch()} />
      ) : !counts.data ? (
        <Skeleton height={80} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} data-testid="data-counts">
          {KINDS.map((k) => (
            <StatCard key={k} label={t(`data.kinds.${k}`)} value={formatNumber(counts.data.dataCounts[k], lang)} />
          ))}
        </SimpleGrid>
      )}
      <Group>
        <Button onClick={() => void doExport()} loading={exporting} data-testid="data-export">
          {t('data.export')}
        </Button>
        <Button variant="default" onClick={() => void refreshAll()}>
          {t('data.refresh')}
        </Button>
      </Group>

      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={3} fz="h5">
            {t('data.importTitle')}
          </Title>
          <Textarea
            label={t('data.paste')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autosize
            minRows={4}
            maxRows={12}
            styles={{ input: { fontFamily: 'monospace' } }}
            data-testid="data-import-text"
          />
          <FileButton accept="application/json,.json" onChange={(f) => void f?.text().then(setText)}>
            {(props) => (
              <Button {...props} variant="default" w="fit-content">
                {t('data.chooseFile')}
              </Button>
            )}
          </FileButton>
          <Radio.Group label={t('data.mode')} value={mode} onChange={(v) => setMode(v)}>
            <Stack gap={4} mt={4}>
              <Radio value="REPLACE" label={t('data.replace')} />
              <Radio value="MERGE" label={t('data.merge')} />
            </Stack>
          </Radio.Group>
          {problems.length > 0 && (
            <Alert color="red" role="alert" data-testid="data-import-error">
              {problems.map((p) => (
                <Text size="sm" key={p}>
                  {p}
                </Text>
              ))}
            </Alert>
          )}
          <Button onClick={() => void doImport()} loading={importing} w="fit-content" data-testid="data-import">
            {t('data.import')}
          </Button>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="md" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
        <Title order={3} fz="h5" c="red">
          {t('data.danger')}
        </Title>
        <Text size="sm" my="sm">
          {t('data.clearExplain')}
        </Text>
        <Button color="red" onClick={() => setConfirmClear(true)} data-testid="data-clear">
          {t('data.clear')}
        </Button>
      </Paper>
      <ActivityLog />
      {confirmClear && (
        <ConfirmDialog
          title={t('data.clear')}
          message={t('data.confirmClear')}
          confirmLabel={t('data.clear')}
          onConfirm={() =>
            clearData()
              .then(() => notifications.show({ color: 'green', message: t('data.cleared') }))
              .then(() => refreshAll())
              .catch(() => notifications.show({ color: 'red', message: t('data.clearFailed') }))
          }
          onClose={() => setConfirmClear(false)}
        />
      )}
    </Stack>
  );
}
