import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__';
import { useQuery } from '../../app/query';
import { LoadError } from '../../components/ui/LoadError';
import { PriceBreakdownTable } from './PriceBreakdownTable';
import './i18n';

const PriceQuoteQuery = graphql(`
  query PriceQuote($totalAmount: Int!, $samagriByPandit: Boolean) {
    priceQuote(totalAmount: $totalAmount, samagriByPandit: $samagriByPandit) {
      ...PriceBreakdownFields
    }
  }
`);

/**
 * The price broken down in the booking dialog, before anything is booked or paid (issue #36 item 2): the server's
 * rule and rates (Query.priceQuote), so the lines are the ones the pay screen, the receipt and the invoice will show.
 */
export function PriceQuote({ total, samagriByPandit }: { total: number; samagriByPandit: boolean }) {
  const { t } = useTranslation('payment');
  const { data, error, refetch } = useQuery(PriceQuoteQuery, {
    variables: { totalAmount: total, samagriByPandit },
    fetchPolicy: 'cache-first',
  });
  const quote = data?.priceQuote;
  if (error && !quote)
    return <LoadError title={t('quote.loadFailed')} error={error} onRetry={() => void refetch()} testId="price-quote-error" />;
  if (!quote) return <Skeleton height={150} radius="sm" aria-busy="true" aria-label={t('quote.loading')} />;
  return (
    <div data-testid="price-quote">
      <PriceBreakdownTable breakdown={quote} totalLabel={t('quote.total')} />
      <Text size="xs" c="dimmed" mt={4}>
        {t('quote.note')}
      </Text>
    </div>
  );
}
