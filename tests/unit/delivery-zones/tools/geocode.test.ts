import { fromNominatim, nominatimSearchUrl } from '@/lib/geocode';

describe('geocoder replies', () => {
  test('Nominatim places become labelled points; broken rows are left out', () => {
    expect(
      fromNominatim([
        { display_name: '1 Rue Sainte-Catherine, Montréal', lon: '-73.56', lat: '45.50' },
        { display_name: 'nowhere', lon: 'x', lat: '1' },
        { display_name: 'off the globe', lon: '200', lat: '1' },
      ]),
    ).toEqual({ results: [{ label: '1 Rue Sainte-Catherine, Montréal', lng: -73.56, lat: 45.5 }] });
    expect(fromNominatim({ error: 'down' })).toEqual({ results: [] });
  });

  test('the search URL asks for JSON in the caller’s language, whatever the base ends with', () => {
    const url = new URL(nominatimSearchUrl('https://geo.example.org/nominatim/', 'rue St-Denis', 'fr'));
    expect(url.pathname).toBe('/nominatim/search');
    expect(url.searchParams.get('q')).toBe('rue St-Denis');
    expect(url.searchParams.get('format')).toBe('jsonv2');
    expect(url.searchParams.get('accept-language')).toBe('fr');
  });
});
