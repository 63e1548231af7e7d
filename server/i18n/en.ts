/** Texts the server writes itself (field rule texts come from messages/*.json). */
export const en = {
  notFound: 'Not found',
  badJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request body is too large.',
  serverError: 'Something went wrong',
  unauthenticated: 'Your session has ended. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  tooManyAttempts: 'Too many attempts. Try again in {minutes} minutes.',
  resendTooSoon: 'Please wait {seconds} seconds before asking for a new code.',
  wrongCredentials: 'These credentials do not match our records.',
  emailUnconfirmed: 'Confirm your e-mail address first: enter the code we sent to {email}.',
  emailTaken: 'This e-mail address is already registered.',
  noPendingAccount: 'No account waiting for confirmation uses this e-mail address.',
  codeWrong: 'This code is incorrect.',
  codeExpired: 'This code has expired. Ask for a new one.',
  registered: 'We sent a 6-digit code to {email}. Enter it to confirm your e-mail address.',
  codeSent: 'If this address is waiting for confirmation, we sent a new code to {email}.',
  emailChanged: 'We sent a new code to {email}.',
  emailConfirmed: 'Your e-mail address is confirmed.',
  recoverSent: 'If an account uses {email}, we sent it a code to reset the password.',
  passwordReset: 'Your password has been reset.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The current password is incorrect.',
  loggedOut: 'You have been logged out.',
  businessExists: 'You already belong to a business.',
  businessRegistered: 'Your business has been registered.',
  stateNotInCountry: 'Choose a state or province of the selected country.',
  noBusiness: 'Register your business first.',
  mailConfirmSubject: 'Your confirmation code: {code}',
  mailConfirmText:
    'Hello {name},\n\nYour code to confirm your e-mail address is {code}.\nIt is valid for 10 minutes.\n\nIf you did not create an account, ignore this message.',
  mailResetSubject: 'Your password reset code: {code}',
  mailResetText:
    'Hello {name},\n\nYour code to reset your password is {code}.\nIt is valid for 10 minutes.\n\nIf you did not ask for it, ignore this message: your password stays the same.',
};

export type ServerTextKey = keyof typeof en;
