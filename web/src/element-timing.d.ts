import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameter must match React's declaration
  interface HTMLAttributes<T> {
    /**
     * The Element Timing API's name for an element whose paint a PerformanceObserver reports ('element' entries):
     * `npm run bench:web` times the first pandit card so, as a real visitor's browser paints it.
     */
    elementtiming?: string;
  }
}
