import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FaqManager } from '@/components/website-manager/faqs/FaqManager';
import { type } from '../support/actions';
import { mockFetch, renderScreen } from '../support/render';
import { baseRoutes, callsTo, reply } from './fixtures';

jest.setTimeout(20_000);

const deliver = { _id: 'd'.repeat(24), question: 'Do you deliver?', answer: 'Within 5 km.' };
const parking = { _id: 'e'.repeat(24), question: 'Parking?', answer: 'On the street.' };
const questions = () =>
  within(screen.getByRole('list', { name: 'Questions' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('FaqManager', () => {
  test('add: the whole list is sent with the new question at the end', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes({ faqs: [deliver] }),
      'POST /api/v1/website-manager/faq': reply(
        { faqs: [deliver, { ...parking, _id: 'f'.repeat(24) }] },
        'Questions saved.',
      ),
    });
    renderScreen(<FaqManager />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a question' });
    type(within(dialog).getByLabelText(/^Question/), 'Parking?');
    type(within(dialog).getByLabelText(/^Answer/), 'On the street.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/v1/website-manager/faq')[0]!.body).toEqual({
      faqs: [
        { _id: deliver._id, question: 'Do you deliver?', answer: 'Within 5 km.' },
        { question: 'Parking?', answer: 'On the street.' },
      ],
    });
    expect(questions()).toEqual(['Do you deliver?', 'Parking?']);
  });

  test('moving a question up sends the list in its new order', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes({ faqs: [deliver, parking] }),
      'POST /api/v1/website-manager/faq': reply({ faqs: [parking, deliver] }, 'Questions saved.'),
    });
    renderScreen(<FaqManager />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move Parking? up' }));
    await waitFor(() => expect(questions()).toEqual(['Parking?', 'Do you deliver?']));
    expect(callsTo(fetchMock, '/api/v1/website-manager/faq')[0]!.body.faqs.map((f: { _id: string }) => f._id)).toEqual([
      parking._id,
      deliver._id,
    ]);
  });

  test("editing keeps the question's place; the server's error on its answer lands on the field", async () => {
    const text = 'Use at most 2,000 characters.';
    const fetchMock = mockFetch({
      ...baseRoutes({ faqs: [deliver, parking] }),
      'POST /api/v1/website-manager/faq': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { 'faqs.1.answer': [text] } },
      },
    });
    renderScreen(<FaqManager />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Parking?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the question' });
    type(within(dialog).getByLabelText(/^Answer/), 'Free lot behind the building.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Answer/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Answer/)).toHaveValue('Free lot behind the building.');
    expect(callsTo(fetchMock, '/api/v1/website-manager/faq')[0]!.body.faqs[1]).toEqual({
      _id: parking._id,
      question: 'Parking?',
      answer: 'Free lot behind the building.',
    });
  });

  test('delete asks first, then sends the list without it', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes({ faqs: [deliver, parking] }),
      'POST /api/v1/website-manager/faq': reply({ faqs: [parking] }, 'Questions saved.'),
    });
    const { notify } = renderScreen(<FaqManager />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Do you deliver?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Do you deliver?”?' });
    expect(within(dialog).getByText(/leave your website/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/v1/website-manager/faq')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Do you deliver?' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Questions saved.', 'success'));
    expect(callsTo(fetchMock, '/api/v1/website-manager/faq')[0]!.body).toEqual({
      faqs: [{ _id: parking._id, question: 'Parking?', answer: 'On the street.' }],
    });
  });
});
