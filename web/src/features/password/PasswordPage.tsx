import { useLocation } from 'react-router-dom';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

/** '/password/forgot' and '/password/reset?token=...': one lazy chunk behind one route (the first page stays small). */
export default function PasswordPage() {
  return useLocation().pathname === '/password/reset' ? <ResetPasswordPage /> : <ForgotPasswordPage />;
}
