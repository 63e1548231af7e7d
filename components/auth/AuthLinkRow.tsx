import { Link, Stack } from '@mui/material';
import NextLink from 'next/link';

interface Props {
  /** The question ("New here?"). */
  text: string;
  href: string;
  /** The answer, a link to the auth page that deals with it ("Create an account"). */
  linkText: string;
}

/** The row under an auth form that sends to its sibling page (sign in, register, new code). */
export function AuthLinkRow({ text, href, linkText }: Props) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
      <span>{text}</span>
      <Link component={NextLink} href={href} underline="hover">
        {linkText}
      </Link>
    </Stack>
  );
}
