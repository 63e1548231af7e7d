import type { WebsiteManager } from '@/lib/contract';
import { userReply } from '../support/shell-fixtures';

export const EMPTY: WebsiteManager = {
  theme_color: '#383232',
  promotion_url: null,
  seo: { page_title: '', page_description: '', page_keywords: '' },
  social_links: {
    facebook: null,
    instagram: null,
    x: null,
    tiktok: null,
    youtube: null,
    yelp: null,
    tripadvisor: null,
  },
  gallery: [],
  menu: [],
  popups: [],
  faqs: [],
};

export const reply = (over: Partial<WebsiteManager> = {}, message?: string) => ({
  status: 200,
  body: { website_manager: { ...EMPTY, ...over }, ...(message ? { message } : {}) },
});

export const image = (id: string, w = 800, h = 600) => ({ _id: id, url: `/api/v1/uploads/${id}`, width: w, height: h });

/** GET user (the current location and business for the page) and GET website-manager. */
export const baseRoutes = (over: Partial<WebsiteManager> = {}) => ({
  'GET /api/v1/user': { status: 200, body: userReply() },
  'GET /api/v1/website-manager': reply(over),
});

/** Every call to `path` with its method and query. */
export function callsTo(fetchMock: jest.Mock, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      init: init as RequestInit | undefined,
    }))
    .filter(({ url }) => url.pathname === path)
    .map(({ url, init }) => ({
      method: init?.method ?? 'GET',
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }));
}
