/** Control characters in text fields (issue 10): a translated 422 on the field, never a 500 from the database. */
import { categoryReply } from '@/lib/contract';
import { addOrder } from '@/server/testing-fixtures';
import { uniqueEmail } from '@/server/testing-client';
import { api, client, startTestApi } from './helpers/test-api';

startTestApi();

const NUL = '\u0000';
const EN = 'Remove the control characters (such as NUL) from this field.';
const FR = 'Retirez les caractères de contrôle (comme NUL) de ce champ.';

let m: Awaited<ReturnType<typeof client.registerBusiness>>;
beforeAll(async () => {
  m = await client.registerBusiness();
});

const expectControlError = (res: { status: number; body: { errors?: Record<string, string[]> } }, field: string) => {
  expect(res.status).toBe(422);
  expect(res.body.errors?.[field]).toEqual([EN]);
};

describe('NUL and other control characters answer 422 on the field', () => {
  test('sign-up first_name, in English and French', async () => {
    const body = {
      first_name: `Léa${NUL}`,
      last_name: 'Tremblay',
      email: uniqueEmail(),
      password: 'Secret123',
      password_confirmation: 'Secret123',
    };
    expectControlError(await client.call('POST', 'user/register', { body }), 'first_name');
    const fr = await client.call('POST', 'user/register', { body, lang: 'fr' });
    expect(fr.body.errors.first_name).toEqual([FR]);
  });

  test('category and tax names (NUL, another C0 control, DEL)', async () => {
    for (const name of [`Mains${NUL}`, 'Ma\u0001ins', 'Mains\u007f']) {
      expectControlError(await client.call('POST', 'category', { token: m.token, body: { name } }), 'name');
      expectControlError(await client.call('POST', 'tax', { token: m.token, body: { name, rate: 5 } }), 'name');
    }
  });

  test('item description: line breaks and tabs are fine, NUL is not', async () => {
    const category = categoryReply.parse(
      (await client.call('POST', 'category', { token: m.token, body: { name: 'Mains' } })).body,
    ).category;
    const item = (description: string) =>
      client.call('POST', 'item', {
        token: m.token,
        body: { name: 'Poutine', price: 1195, category_id: category._id, description },
      });
    expectControlError(await item(`Fries${NUL} and gravy`), 'description');
    const ok = await item('Fries\r\nand\tgravy');
    expect(ok.status).toBe(201);
    expect(ok.body.item.description).toBe('Fries\r\nand\tgravy');
  });

  test('order address and the history search', async () => {
    const id = await addOrder(api, {
      businessId: m.businessId,
      locationId: m.locationId,
      status: 'new',
      type: 'delivery',
    });
    expectControlError(
      await client.call('POST', `order/${id}/address`, { token: m.token, body: { address: `1 Main St${NUL}` } }),
      'address',
    );
    // The change-address form is multi-line: a line break is fine.
    const ok = await client.call('POST', `order/${id}/address`, {
      token: m.token,
      body: { address: '1 Main St\nBack door' },
    });
    expect(ok.status).toBe(200);
    expectControlError(
      await client.call('GET', `order/history?search=${encodeURIComponent(`A${NUL}`)}`, { token: m.token }),
      'search',
    );
  });

  test('business registration address', async () => {
    const { token } = await client.signUp();
    const res = await client.call('POST', 'business/register', {
      token,
      body: {
        name: 'Chez Léa',
        type: 'x',
        phone_number: '5145550199',
        address: {
          street: `1 rue${NUL}`,
          city: 'Montréal',
          state_province: 'x',
          zip_postal_code: 'H2X 1Y4',
          country: 'x',
        },
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors['address.street']).toEqual([EN]);
  });

  test('an id with a control character in the path is a 404, not a 500', async () => {
    for (const path of ['tax/%00', 'order/%00', 'category/a%01b']) {
      const method = path.startsWith('order') ? 'GET' : 'PUT';
      const body = method === 'GET' ? undefined : { name: 'Mains', rate: 1 };
      const res = await client.call(method, path, { token: m.token, body });
      expect(res).toMatchObject({ status: 404, body: { message: 'Not found' } });
    }
  });
});
