import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../app/format';
import './i18n';

/** A price broken down (paise), as the server's PriceBreakdown or schema/rules priceBreakdown gives it (decision 0072). */
export interface BreakdownValues {
  dakshina: number;
  samagri: number;
  samagriByPandit: boolean;
  platformFee: number;
  gst: number;
  total: number;
}

/** The price's lines: the dakshina, the samagri, the platform fee, its GST and the total (booking dialog, pay screen, receipt). */
export function PriceBreakdownTable({ breakdown: b, totalLabel }: { breakdown: BreakdownValues; totalLabel?: string }) {
  const { t, i18n } = useTranslation('payment');
  const money = (paise: number) => formatMoney(paise / 100, i18n.language);
  const rows: Array<[string, number, string]> = [
    [t('receipt.dakshina'), b.dakshina, 'breakdown-dakshina'],
    ...(b.samagri > 0 ? [[t('receipt.samagriIncluded'), b.samagri, 'breakdown-samagri'] as [string, number, string]] : []),
    [t('receipt.platformFee'), b.platformFee, 'breakdown-fee'],
    [t('receipt.gst'), b.gst, 'breakdown-gst'],
  ];
  return (
    <div data-testid="price-breakdown">
      <Text fw={600} size="sm" mb={4}>
        {t('receipt.breakdown')}
      </Text>
      <Table withTableBorder>
        <Table.Tbody>
          {rows.map(([label, paise, testId]) => (
            <Table.Tr key={testId}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right" data-testid={testId}>
                {money(paise)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th>{totalLabel ?? t('receipt.total')}</Table.Th>
            <Table.Th ta="right" data-testid="breakdown-total">
              {money(b.total)}
            </Table.Th>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {b.samagriByPandit && b.samagri === 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('receipt.samagriIncluded')}
        </Text>
      )}
    </div>
  );
}
