/** Structured one-line logs; unexpected errors carry the request id the client was given. */
export function logError(requestId: string, error: unknown) {
  const e = error as Error;
  console.error(JSON.stringify({ level: 'error', requestId, message: e?.message, stack: e?.stack?.split('\n').slice(0, 6) }));
}

export function logInfo(message: string, meta: Record<string, unknown> = {}) {
  if (process.env.LOG_LEVEL === 'silent') return;
  console.log(JSON.stringify({ level: 'info', message, ...meta }));
}
