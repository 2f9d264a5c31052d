/**
 * Answers index.html's shell asked the server for before the app's files were requested (vite/shell.ts), by
 * operation name: a page's prefetch writes one into Apollo's cache instead of asking again, so its first render
 * shows what the shell painted.
 */
type ShellAnswer = { variables: Record<string, unknown>; data: Promise<unknown> };

/** The global the shell leaves its answers in (vite/shell.ts writes it). */
export const SHELL_ANSWERS = '__shellAnswers';

const answers = ((globalThis as Record<string, unknown>)[SHELL_ANSWERS] ?? {}) as Record<string, ShellAnswer>;

/** The shell's answer to this operation with these variables (null when it failed), or undefined when it asked none. */
export function shellAnswer<TData>(operationName: string, variables: Record<string, unknown>): Promise<TData | null> | undefined {
  const answer = answers[operationName];
  if (!answer || JSON.stringify(answer.variables) !== JSON.stringify(variables)) return undefined;
  delete answers[operationName]; // once: later visits to the page ask the server as usual
  return answer.data as Promise<TData | null>;
}
