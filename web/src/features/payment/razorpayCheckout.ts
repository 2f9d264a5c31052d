/**
 * Razorpay's checkout is their own script and UI (checkout.js from their CDN): loaded only when Razorpay is
 * configured and the customer presses its button. The server's CSP allows its hosts only then.
 */
const CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  handler: (response: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }) => void;
  modal?: { ondismiss?: () => void };
}
type RazorpayCtor = new (options: RazorpayOptions) => { open(): void };

let loading: Promise<RazorpayCtor> | null = null;

export function loadCheckout(): Promise<RazorpayCtor> {
  const existing = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayCtor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SRC;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new TypeError('Razorpay checkout could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export type { RazorpayOptions };
