// Started by the portal's pages as they load (components/shell/IntlWarmup.tsx). A renderer's first
// Intl.NumberFormat or DateTimeFormat opens ICU's data, a one-off cost of 35-90 ms that would
// otherwise fall in the page's hydration, on the main thread. ICU's data and caches are the
// renderer's, shared by its threads: paid here, in a worker, the page's own first format takes
// about 1 ms. Nothing is returned; the worker ends itself.
try {
  const lang = new URL(self.location.href).searchParams.get('lang') || 'en';
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'CAD', minimumFractionDigits: 2 }).format(1);
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }).format(0);
  new Intl.PluralRules(lang).select(1);
} catch {
  // An old engine without one of these: the page formats as before.
}
self.close();
