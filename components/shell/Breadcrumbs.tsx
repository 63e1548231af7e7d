'use client';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import { Link, Breadcrumbs as MuiBreadcrumbs, Typography, useMediaQuery } from '@mui/material';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { breadcrumbTrail, crumbMessageKey, labelFromPath, type Crumb } from '@/lib/breadcrumbs';

/** "onlineOrdering" → "Online ordering": a readable stand-in while a message is missing. */
const humanize = (key: string) => labelFromPath(key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());

/** The bar under the app bar: Home › group › page (SPEC §2). */
export function Breadcrumbs({ homeHref }: { homeHref?: string }) {
  const t = useTranslations();
  const pathname = usePathname();
  const trail = breadcrumbTrail(pathname, homeHref);
  // A phone shows Home … page (the dots open the rest); the last crumb shortens with an ellipsis.
  const phone = useMediaQuery('(max-width:599.95px)');

  const text = (crumb: Crumb) => {
    const key = crumbMessageKey(crumb.label);
    if (key && t.has(key)) return t(key);
    return crumb.label.namespace === null ? crumb.label.key : humanize(crumb.label.key);
  };

  return (
    <MuiBreadcrumbs
      aria-label={t('shell.breadcrumbs.label')}
      maxItems={phone ? 2 : 8}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={1}
      expandText={t('shell.breadcrumbs.expand')}
      sx={{
        minWidth: 0,
        '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
        // Crumbs may shrink to their ellipsis; the separators keep their room.
        '& .MuiBreadcrumbs-li': { minWidth: 0 },
        '& .MuiBreadcrumbs-separator': { flexShrink: 0 },
      }}
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
