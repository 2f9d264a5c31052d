import { useEffect, useState } from 'react';
import { authFetch } from '../../app/authFetch';

/**
 * A private image (a document, a proof photo, a complaint's attachment) fetched with the session's token (a plain
 * link would carry none) and shown from memory: its object URL, released when `url` changes or the caller unmounts.
 */
export function usePrivateImage(url: string | null): { src?: string; failed?: boolean } | null {
  const [state, setState] = useState<{ url: string; src?: string; failed?: boolean } | null>(null);

  useEffect(() => {
    if (!url) return;
    let src: string | undefined;
    let cancelled = false;
    authFetch(url)
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        src = URL.createObjectURL(await res.blob());
        if (!cancelled) setState({ url, src });
        else URL.revokeObjectURL(src);
      })
      .catch(() => {
        if (!cancelled) setState({ url, failed: true });
      });
    return () => {
      cancelled = true;
      if (src) URL.revokeObjectURL(src);
    };
  }, [url]);

  return state?.url === url ? state : null;
}
