import { Alert } from '@mui/material';

/** A failure no field can hold (rate limit, conflict, network), shown above the form's fields. */
export function FailureAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" sx={{ my: 1 }} role="alert">
      {message}
    </Alert>
  );
}
