import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SocialLinksForm } from '@/components/website-manager/social/SocialLinksForm';
import { type } from '../support/actions';
import { mockFetch, renderScreen } from '../support/render';
import { baseRoutes, callsTo, EMPTY, reply } from './fixtures';

jest.setTimeout(20_000);

describe('SocialLinksForm', () => {
  test('a link off its network is refused on its field; a good one is sent with the others cleared', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes({ social_links: { ...EMPTY.social_links, youtube: 'https://www.youtube.com/@ada' } }),
      'POST /api/v1/website-manager/save': (body) => reply(body as object, 'Website saved.'),
    });
    const { notify } = renderScreen(<SocialLinksForm />);
    const youtube = await screen.findByLabelText('YouTube');
    await waitFor(() => expect(youtube).toHaveValue('https://www.youtube.com/@ada'));

    type(screen.getByLabelText('Instagram'), 'https://www.facebook.com/ada');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("This address is not on this network's website.")).toBeInTheDocument();
    expect(screen.getByLabelText('Instagram')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, '/api/v1/website-manager/save')).toEqual([]);

    type(screen.getByLabelText('Instagram'), 'instagram.com/ada');
    type(youtube, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Website saved.', 'success'));
    expect(callsTo(fetchMock, '/api/v1/website-manager/save')[0]!.body).toEqual({
      social_links: { ...EMPTY.social_links, instagram: 'https://instagram.com/ada' },
    });
  });

  test("the server's error on one network lands on that field, the typing kept", async () => {
    const text = "This address is not on this network's website.";
    mockFetch({
      ...baseRoutes(),
      'POST /api/v1/website-manager/save': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { 'social_links.x': [text] } },
      },
    });
    renderScreen(<SocialLinksForm />);
    const x = await screen.findByLabelText('X (Twitter)');
    type(x, 'https://x.com/ada');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(x).toHaveAttribute('aria-invalid', 'true');
    expect(x).toHaveValue('https://x.com/ada');
  });
});
