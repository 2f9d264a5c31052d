import type { Request, RequestHandler, Response } from 'express';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';

/**
 * Apollo Server on Express 5: what `@as-integrations/express5` does (the request's headers, method, query string
 * and parsed body to `executeHTTPGraphQLRequest`, its headers, status and body back), minus two costs measured in
 * `npm run bench` (bench/stack.ts variants, uncached home list, CPU per request): Express's `res.send` hashes every
 * answer into an ETag (a SHA-1 over ~10 KB; POST answers are never revalidated and http/api-access.ts drops it for
 * the cost extension anyway) after copying the string into a Buffer, and the integration re-parses the URL with
 * the legacy `url.parse`. The answer goes out with `res.end`, which still passes through compression and
 * http/api-access.ts's cost extension (both wrap `res.end`), and Node sets its Content-Length.
 */
export function graphqlHandler<C extends BaseContext>(
  apollo: ApolloServer<C>,
  context: (args: { req: Request; res: Response }) => Promise<C>,
): RequestHandler {
  apollo.assertStarted('graphqlHandler()');
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers))
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    const q = req.url.indexOf('?');
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method, headers, search: q < 0 ? '' : req.url.slice(q), body: req.body },
      context: () => context({ req, res }),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      res.end(answer.body.string);
      return;
    }
    // Incremental delivery (@defer) is not enabled; kept so a chunked answer would still be written whole.
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
