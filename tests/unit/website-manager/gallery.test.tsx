import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GalleryManager } from '@/components/website-manager/gallery/GalleryManager';
import { mockFetch, renderScreen } from '../support/render';
import { baseRoutes, callsTo, image, reply } from './fixtures';

jest.setTimeout(20_000);

const [a, b, c] = [image('a'.repeat(24)), image('b'.repeat(24)), image('c'.repeat(24))];
const srcs = () =>
  within(screen.getByRole('list', { name: 'Gallery images' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));
const png = () => new File([new Uint8Array(64)], 'dining-room.png', { type: 'image/png' });

describe('GalleryManager', () => {
  test('images in order; moving one down sends the new order and says where it went', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes({ gallery: [a, b, c] }),
      'POST /api/v1/website-manager/gallery/sort': reply({ gallery: [b, a, c] }, 'Gallery order saved.'),
    });
    renderScreen(<GalleryManager />);
    await waitFor(() => expect(srcs()).toEqual([a.url, b.url, c.url]));
    expect(screen.getByRole('button', { name: 'Move Gallery image 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Gallery image 3 down' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Move Gallery image 1 down' }));
    await waitFor(() => expect(srcs()).toEqual([b.url, a.url, c.url]));
    expect(callsTo(fetchMock, '/api/v1/website-manager/gallery/sort')[0]!.body).toEqual({
      gallery: [b._id, a._id, c._id],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Image 1 moved to position 2.');
  });

  test('an upload goes through the website rule, then into the gallery', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes({ gallery: [a] }),
      'POST /api/v1/upload': { status: 201, body: { url: b.url, width: 800, height: 600 } },
      'POST /api/v1/website-manager/gallery': { ...reply({ gallery: [a, b] }, 'Image added.'), status: 201 },
    });
    renderScreen(<GalleryManager />);
    await waitFor(() => expect(srcs()).toEqual([a.url]));
    fireEvent.change(screen.getByLabelText('Upload images', { selector: 'input' }), { target: { files: [png()] } });
    await waitFor(() => expect(srcs()).toEqual([a.url, b.url]));
    expect(callsTo(fetchMock, '/api/v1/upload')[0]!.query).toEqual({ purpose: 'website' });
    expect(callsTo(fetchMock, '/api/v1/website-manager/gallery')[0]!.body).toEqual({ image_url: b.url });
  });

  test('a file the server refuses says why, and nothing is added', async () => {
    const text = 'Choose a JPEG, PNG, WebP or GIF image.';
    const fetchMock = mockFetch({
      ...baseRoutes({ gallery: [a] }),
      'POST /api/v1/upload': { status: 422, body: { message: text, errors: { file: [text] } } },
    });
    renderScreen(<GalleryManager />);
    await waitFor(() => expect(srcs()).toEqual([a.url]));
    fireEvent.change(screen.getByLabelText('Upload images', { selector: 'input' }), { target: { files: [png()] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(callsTo(fetchMock, '/api/v1/website-manager/gallery')).toEqual([]);
  });

  test('delete asks first, then sends DELETE gallery/?gallery_id=', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes({ gallery: [a, b] }),
      'DELETE /api/v1/website-manager/gallery/': reply({ gallery: [b] }, 'Image deleted.'),
    });
    const { notify } = renderScreen(<GalleryManager />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Gallery image 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Gallery image 1”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/v1/website-manager/gallery/')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Gallery image 1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Image deleted.', 'success'));
    expect(callsTo(fetchMock, '/api/v1/website-manager/gallery/')).toEqual([
      { method: 'DELETE', query: { gallery_id: a._id }, body: undefined },
    ]);
    await waitFor(() => expect(srcs()).toEqual([b.url]));
  });

  test('menu pages: an image added to a new page, deleted with its page', async () => {
    const page1 = { page: 1, images: [a] };
    const fetchMock = mockFetch({
      ...baseRoutes({ menu: [page1] }),
      'POST /api/v1/upload': { status: 201, body: { url: b.url, width: 800, height: 600 } },
      'POST /api/v1/website-manager/menu': { ...reply({ menu: [page1, { page: 2, images: [b] }] }), status: 201 },
      'DELETE /api/v1/website-manager/menu/': reply({ menu: [{ page: 2, images: [b] }] }, 'Image deleted.'),
    });
    renderScreen(<GalleryManager />);
    fireEvent.change(await screen.findByLabelText('Add page 2', { selector: 'input' }), { target: { files: [png()] } });
    expect(await screen.findByRole('region', { name: 'Page 2' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v1/website-manager/menu')[0]!.body).toEqual({ page: 2, image_url: b.url });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Page 1, image 1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Page 1' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/v1/website-manager/menu/')[0]!.query).toEqual({ gallery_id: a._id, page: '1' });
  });
});
