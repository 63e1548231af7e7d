import { Button, Stack, Typography } from '@mui/material';

interface Action {
  href: string;
  label: string;
}

interface Props {
  /** Id of the title, for a section that names itself by it. */
  titleId?: string;
  title: string;
  lead: string;
  primary: Action;
  secondary: Action;
}

/** A page's opening: large title, lead line, a main action and a second one. */
export function Hero({ titleId, title, lead, primary, secondary }: Props) {
  return (
    <>
      <Typography id={titleId} component="h1" variant="h3" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2 }}>
        {lead}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button href={primary.href} variant="contained" size="large">
          {primary.label}
        </Button>
        <Button href={secondary.href} size="large">
          {secondary.label}
        </Button>
      </Stack>
    </>
  );
}
