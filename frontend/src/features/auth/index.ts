export { LoginPage } from './components/login-page';
export { ConfirmSignupPage } from './components/confirm-signup-page';
export { ResetPasswordPage } from './components/reset-password-page';
