'use client';
import CheckCircle from '@mui/icons-material/CheckCircle';
import DoNotDisturbOn from '@mui/icons-material/DoNotDisturbOn';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useLocale, useTranslations } from 'next-intl';
import { storeServices, type StoreService } from '@/lib/contract/store';
import type { OpenAtReply } from '@/lib/contract/store-hours';

type Answer = OpenAtReply['services'][StoreService];

/** The moment asked about, then each service: open or closed, and why, in plain words. */
export function ServiceAnswers({ reply }: { reply: OpenAtReply }) {
  const t = useTranslations('storeSetup.openAt');
  const locale = useLocale();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${reply.date}T00:00:00Z`),
  );
  const until = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: reply.timezone }).format(
      new Date(iso),
    );
  const why = (service: StoreService, a: Answer) => {
    const detail = a.detail ?? '';
    switch (a.reason) {
      case 'open':
        return a.detail ? t('reasons.openHoliday', { name: detail }) : t('reasons.open');
      case 'closedServiceHours':
        return t('reasons.closedServiceHours', { service: t(`servicesLower.${service}`) });
      case 'paused':
        return t('reasons.paused', { until: until(detail) });
      case 'holiday':
      case 'holidayHours':
        return t(`reasons.${a.reason}`, { name: detail });
      case 'blockedDate':
        return t('reasons.blockedDate', { reason: detail });
      case 'closedBusinessHours':
        return t('reasons.closedBusinessHours');
    }
  };
  return (
    <>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('moment', { day, time: reply.time })}
      </Typography>
      <List aria-label={t('answersLabel')}>
        {storeServices.map((service) => {
          const a = reply.services[service];
          return (
            <ListItem key={service} disableGutters>
              <ListItemIcon>{a.open ? <CheckCircle color="success" /> : <DoNotDisturbOn color="error" />}</ListItemIcon>
              <ListItemText
                primary={t(a.open ? 'openLine' : 'closedLine', { service: t(`services.${service}`) })}
                secondary={why(service, a)}
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
