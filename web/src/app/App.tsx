import type { ApolloClient } from '@apollo/client';
import { Providers } from './providers';
import { AppRouter } from './router';

export function App({ client }: { client: ApolloClient }) {
  return (
    <Providers client={client}>
      <AppRouter />
    </Providers>
  );
}
