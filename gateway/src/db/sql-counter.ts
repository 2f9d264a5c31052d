import { AsyncLocalStorage } from 'node:async_hooks';
import { DefaultLogger, type LoggerNamespace, type LogContext } from '@mikro-orm/core';

/** Counts SQL statements per request (for benchmarks and the X-Sql-Statements header). */
export const sqlScope = new AsyncLocalStorage<{ statements: number }>();

export class CountingLogger extends DefaultLogger {
  override log(namespace: LoggerNamespace, message: string, context?: LogContext): void {
    if (namespace === 'query') {
      const scope = sqlScope.getStore();
      if (scope) scope.statements += 1;
      if (!process.env.DEBUG_SQL) return;
    }
    super.log(namespace, message, context);
  }
  override isEnabled(namespace: LoggerNamespace, context?: LogContext): boolean {
    if (namespace === 'query') return true;
    return super.isEnabled(namespace, context);
  }
}
