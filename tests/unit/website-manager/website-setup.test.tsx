import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WebsiteSetupForm } from '@/components/website-manager/setup/WebsiteSetupForm';
import { type } from '../support/actions';
import { pushed, resetUrl } from '../support/nav-mock';
import { mockFetch, renderScreen } from '../support/render';
import { baseRoutes, callsTo, reply } from './fixtures';

jest.mock('next/navigation', () => require('../support/nav-mock'));
jest.setTimeout(20_000);
beforeEach(() => resetUrl('/website-manager/website-setup'));

const saved = {
  theme_color: '#aa3300',
  promotion_url: 'https://chez-ada.example/promo',
  seo: { page_title: 'Chez Ada', page_description: 'Bistro', page_keywords: 'bistro' },
};

describe('WebsiteSetupForm', () => {
  test('shows the saved setup; counters and the search preview follow the typing; save sends colour, link and SEO', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes(saved),
      'POST /api/v1/website-manager/save': (body) => reply(body as object, 'Website saved.'),
    });
    const { notify } = renderScreen(<WebsiteSetupForm />);
    const title = await screen.findByLabelText('Page title');
    await waitFor(() => expect(title).toHaveValue('Chez Ada'));
    expect(screen.getByText('8 of 64 characters.')).toBeInTheDocument();

    const preview = screen.getByRole('figure', { name: 'Search result preview' });
    type(title, 'Chez Ada – bistro in Montréal');
    type(screen.getByLabelText('Description'), 'Brunch every day.');
    expect(within(preview).getByText('Chez Ada – bistro in Montréal')).toBeInTheDocument();
    expect(within(preview).getByText('Brunch every day.')).toBeInTheDocument();
    expect(within(preview).getByText('Your website › chez-ada')).toBeInTheDocument();
    expect(screen.getByText('29 of 64 characters.')).toBeInTheDocument();
    expect(screen.getByText('17 of 160 characters.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Website saved.', 'success'));
    expect(callsTo(fetchMock, '/api/v1/website-manager/save')[0]!.body).toEqual({
      theme_color: '#aa3300',
      promotion_url: 'https://chez-ada.example/promo',
      seo: {
        page_title: 'Chez Ada – bistro in Montréal',
        page_description: 'Brunch every day.',
        page_keywords: 'bistro',
      },
    });
  });

  test('a javascript: link is refused before anything is sent', async () => {
    const fetchMock = mockFetch(baseRoutes());
    renderScreen(<WebsiteSetupForm />);
    const link = await screen.findByLabelText('Promotion link');
    type(link, 'javascript:alert(1)');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a web address starting with http:// or https://.')).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, '/api/v1/website-manager/save')).toEqual([]);
  });

  test("the server's field error lands on its field and what was typed stays", async () => {
    const text = 'Use at most 64 characters.';
    mockFetch({
      ...baseRoutes(),
      'POST /api/v1/website-manager/save': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { 'seo.page_title': [text] } },
      },
    });
    renderScreen(<WebsiteSetupForm />);
    const title = await screen.findByLabelText('Page title');
    type(title, 'Chez Ada');
    type(screen.getByLabelText('Keywords'), 'bistro, brunch');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveValue('Chez Ada');
    expect(screen.getByLabelText('Keywords')).toHaveValue('bistro, brunch');
  });

  test('with changes a link asks before leaving; Stay keeps what was typed', async () => {
    mockFetch(baseRoutes(saved));
    renderScreen(
      <>
        <a href="/manage/menu">Menu</a>
        <WebsiteSetupForm />
      </>,
    );
    const title = await screen.findByLabelText('Page title');
    await waitFor(() => expect(title).toHaveValue('Chez Ada'));
    // Nothing typed: the link goes.
    fireEvent.click(screen.getByRole('link', { name: 'Menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    type(title, 'Chez Ada – brunch');
    fireEvent.click(screen.getByRole('link', { name: 'Menu' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(ask).getByText('Your changes to the website setup will be lost.')).toBeInTheDocument();
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pushed).toEqual([]);
    expect(title).toHaveValue('Chez Ada – brunch');
  });
});
