import { createContext, useContext } from 'react';

/** The site's address while the server renders (entry-server.tsx); the browser's own address otherwise. */
export const ServerOrigin = createContext<string | null>(null);

/** 'https://example.in': for absolute links (a share), the same in the server's render and the browser's. */
export function useOrigin(): string {
  return useContext(ServerOrigin) ?? window.location.origin;
}
