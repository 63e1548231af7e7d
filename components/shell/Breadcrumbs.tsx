'use client';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import { Link, Breadcrumbs as MuiBreadcrumbs, Typography } from '@mui/material';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { breadcrumbTrail, crumbMessageKey, labelFromPath, type Crumb } from '@/lib/breadcrumbs';

/** "onlineOrdering" → "Online ordering": a readable stand-in while a message is missing. */
const humanize = (key: string) => labelFromPath(key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());

/** The bar under the app bar: Home › group › page (SPEC §2). */
export function Breadcrumbs() {
  const t = useTranslations();
  const pathname = usePathname();
  const trail = breadcrumbTrail(pathname);

  const text = (crumb: Crumb) => {
    const key = crumbMessageKey(crumb.label);
    if (key && t.has(key)) return t(key);
    return crumb.label.namespace === null ? crumb.label.key : humanize(crumb.label.key);
  };

  return (
    <MuiBreadcrumbs
      aria-label={t('shell.breadcrumbs.label')}
      sx={{ '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' }, minWidth: 0 }}
    >
      {trail.map((crumb, i) => {
        const isHome = i === 0;
        const content = (
          <>
            {isHome && <HomeOutlinedIcon fontSize="inherit" aria-hidden sx={{ mr: 0.5, verticalAlign: '-0.125em' }} />}
            {text(crumb)}
          </>
        );
        if (crumb.href && !crumb.current) {
          return (
            <Link
              key={i}
              component={NextLink}
              href={crumb.href}
              underline="hover"
              color="inherit"
              noWrap
              sx={{ display: 'block' }}
            >
              {content}
            </Link>
          );
        }
        return (
          <Typography
            key={i}
            component="span"
            noWrap
            aria-current={crumb.current ? 'page' : undefined}
            sx={{
              display: 'block',
              color: crumb.current ? 'text.primary' : 'text.secondary',
              fontWeight: crumb.current ? 600 : undefined,
            }}
          >
            {content}
          </Typography>
        );
      })}
    </MuiBreadcrumbs>
  );
}
