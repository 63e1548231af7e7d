/** The public site's schema.org Restaurant (JSON-LD): what search engines read of the address, hours and menu. */
import { jsonLdText, restaurantJsonLd } from '@/components/public-site/restaurant-json-ld';
import type { PublicMenuSection, PublicSiteLocation } from '@/lib/contract';

const LOCATION: PublicSiteLocation = {
  name: 'Downtown',
  street: '123 Rue Sainte-Catherine',
  city: 'Montréal',
  state: 'Quebec',
  zip_postal_code: 'H2X 1K4',
  country: 'CA',
  phone_number: '+1 514-555-0100',
  timezone: 'America/Toronto',
  currency: 'CAD',
};
const MENU: PublicMenuSection[] = [
  {
    _id: 's1',
    name: 'Starters',
    description: 'To share',
    items: [
      { _id: 'i1', name: 'French Onion Soup', description: 'Gratinée', price: 950, image: '/api/v1/uploads/abc' },
      { _id: 'i2', name: 'Fries', description: null, price: 5, image: null },
    ],
  },
  {
    _id: 's2',
    name: 'Desserts',
    description: null,
    items: [{ _id: 'i3', name: 'Maple Pie', description: null, price: 1200, image: null }],
  },
];
const window = (day: number, opens_at: string, closes_at: string) => ({
  _id: `h${day}${opens_at}`,
  day,
  opens_at,
  closes_at,
});

const ld = restaurantJsonLd({
  name: 'Demo Bistro',
  url: 'https://portal.example/s/demo-bistro',
  location: LOCATION,
  hours: [
    window(2, '11:00', '22:00'),
    window(1, '11:00', '22:00'),
    window(5, '17:00', '02:00'),
    window(0, '10:00', '14:00'),
  ],
  menu: MENU,
});

test('a Restaurant with its name, postal address and telephone', () => {
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: 'Demo Bistro',
    url: 'https://portal.example/s/demo-bistro',
    telephone: '+1 514-555-0100',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '123 Rue Sainte-Catherine',
      addressLocality: 'Montréal',
      addressRegion: 'Quebec',
      postalCode: 'H2X 1K4',
      addressCountry: 'CA',
    },
  });
});

test('opening hours as OpeningHoursSpecification, days with the same times together, past midnight as given', () => {
  expect(ld.openingHoursSpecification).toEqual([
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '10:00', closes: '14:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday'], opens: '11:00', closes: '22:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '17:00', closes: '02:00' },
  ]);
});

test('hasMenu: a section per category, an item per dish offered at its price as a decimal string in the currency', () => {
  expect(ld.hasMenu).toEqual({
    '@type': 'Menu',
    hasMenuSection: [
      {
        '@type': 'MenuSection',
        name: 'Starters',
        description: 'To share',
        hasMenuItem: [
          {
            '@type': 'MenuItem',
            name: 'French Onion Soup',
            description: 'Gratinée',
            image: 'https://portal.example/api/v1/uploads/abc',
            offers: { '@type': 'Offer', price: '9.50', priceCurrency: 'CAD' },
          },
          { '@type': 'MenuItem', name: 'Fries', offers: { '@type': 'Offer', price: '0.05', priceCurrency: 'CAD' } },
        ],
      },
      {
        '@type': 'MenuSection',
        name: 'Desserts',
        hasMenuItem: [
          {
            '@type': 'MenuItem',
            name: 'Maple Pie',
            offers: { '@type': 'Offer', price: '12.00', priceCurrency: 'CAD' },
          },
        ],
      },
    ],
  });
});

test('the script text cannot be closed by a merchant text, and parses back to the same object', () => {
  const hostile = restaurantJsonLd({
    name: '</script><script>alert(1)</script>',
    location: LOCATION,
    hours: [],
    menu: [],
  });
  const text = jsonLdText(hostile);
  expect(text).not.toContain('</script');
  expect(JSON.parse(text)).toEqual(hostile);
});
