// @vitest-environment jsdom
import type { Product, ProductVariant } from '@shop/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeApi } from '../../components/__tests__/fake-api';
import { renderAt, resourceRoutes } from '../../components/__tests__/render-admin';
import { productsResource } from '../index';
import { VariantStockCell } from '../variants/variant-stock-cell';

const category = { _id: 'c1', title: 'Make-up', slug: 'make-up' };
// The shop's categories (the root route's loader data, which these screens are rendered without).
vi.mock('@/hooks/use-categories', () => ({ useCategories: () => [category] }));

const shade = (variant: Partial<ProductVariant> & Pick<ProductVariant, '_id' | 'name'>): ProductVariant => ({
  kind: 'shade',
  price: 24,
  swatch: '#b0123a',
  family: 'red',
  ...variant,
});

const lipstick = (variants: ProductVariant[]): Product =>
  ({
    _id: 'p1',
    title: 'Velvet Lipstick',
    description: 'A soft matte lipstick for every day.',
    price: 24,
    stock: 4,
    category,
    image: '',
    routineStep: 'treat',
    skinTypes: [],
    concerns: [],
    freeFrom: [],
    keyIngredients: [],
    ingredients: '',
    size: '',
    variants,
    rating: { average: 0, count: 0 },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }) as unknown as Product;

const renderScreens = (url: string) => renderAt(url, resourceRoutes([productsResource]));

// No pause between keys: the rows have many fields to type in.
const user = userEvent.setup({ delay: null });

/** Types a value in one go (a paste), as the rows have many fields to fill. */
const fill = async (input: HTMLInputElement, value: string) => {
  if (input.value) await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
};

const field = (name: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name });
const text = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const picker = (of: string) => screen.getByLabelText<HTMLInputElement>(`Colour of ${of}`);
const shades = () => within(screen.getByRole('list', { name: 'Shades' })).getAllByRole('group');

/** Fills the product's own fields a save needs, besides its shades. */
const fillProduct = async () => {
  await fill(text('Title'), 'Velvet Lipstick');
  await fill(text('Description'), 'A soft matte lipstick for every day.');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'c1');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Routine step' }), 'treat');
};

/** Adds a shade and fills it: name, price, stock, hex colour and family. */
const addShade = async (name: string, price: string, stock: string, hex: string, family: string) => {
  await user.click(screen.getByRole('button', { name: 'Add shade' }));
  const index = shades().length;
  await fill(text(`Name of shade ${index}`), name);
  await fill(field(`Price of ${name}`), price);
  await fill(field(`Stock of ${name}`), stock);
  await fill(text(`Hex colour of ${name}`), hex);
  await user.selectOptions(screen.getByRole('combobox', { name: `Colour family of ${name}` }), family);
};

beforeAll(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A long form in jsdom on a machine shared with browser tests: more headroom than the default.
describe('the product form: shades and sizes', { timeout: 120_000 }, () => {
  it("adds shades: the picker and the hex show each other's colour, and the product's price and stock follow them", async () => {
    fakeApi(() => ({ status: 201, json: { success: true, message: 'OK', body: lipstick([]) } }));
    await renderScreens('/admin/products/new');
    expect(screen.queryByRole('button', { name: 'Add shade' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Shades' }));

    await addShade('Ruby', '26', '4', '#B0123A', 'red');
    expect(text('Hex colour of Ruby').value).toBe('#b0123a');
    expect(picker('Ruby').value).toBe('#b0123a');
    await addShade('Coral', '22', '10', '#ff7f50', 'coral');
    fireEvent.input(picker('Coral'), { target: { value: '#ee6644' } });
    expect(text('Hex colour of Coral').value).toBe('#ee6644');
    // What is not a hex digit is left out as it is typed.
    await addShade('Plum', '24', '0', 'not a colour 5e2a4b', 'plum');
    expect(text('Hex colour of Plum').value).toBe('#ac5e2a');
    await user.clear(text('Hex colour of Plum'));
    await user.type(text('Hex colour of Plum'), '5e2a4b');
    expect(text('Hex colour of Plum').value).toBe('#5e2a4b');
    expect(picker('Plum').value).toBe('#5e2a4b');

    // The product's own price and stock follow from its shades, read-only.
    expect(field('Price').value).toBe('22');
    expect(field('Price').readOnly).toBe(true);
    expect(field('Stock').value).toBe('14');
    expect(screen.getAllByText('Set by its shades')).toHaveLength(2);
  });

  it('moves a shade with the keyboard, renames one, and creates them in their order without ids', async () => {
    const calls = fakeApi(() => ({ status: 201, json: { success: true, message: 'OK', body: lipstick([]) } }));
    await renderScreens('/admin/products/new');
    await fillProduct();
    await user.click(screen.getByRole('radio', { name: 'Shades' }));
    await addShade('Ruby', '26', '4', '#b0123a', 'red');
    await addShade('Coral', '22', '10', '#ff7f50', 'coral');
    await addShade('Plum', '24', '', '#5e2a4b', 'plum');

    // Coral to the top with the keyboard: the focus stays on its Move up button, then (at the top) Move down.
    screen.getByRole('button', { name: 'Move Coral up' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Coral moved to position 1 of 3')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Coral down' }));
    expect((screen.getByRole('button', { name: 'Move Coral up' }) as HTMLButtonElement).disabled).toBe(true);
    expect(shades().map((row) => within(row).getByRole('heading').textContent)).toEqual(['Coral', 'Ruby', 'Plum']);
    await user.clear(text('Name of Ruby'));
    await fill(text('Name of shade 2'), 'Rosewood');
    expect(screen.getByRole('group', { name: 'Rosewood' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('New product created successfully')).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent).toMatchObject<Partial<FakeCall>>({ url: '/api/products' });
    const body = sent?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('stock');
    expect(body).not.toHaveProperty('variantKind');
    expect(body.price).toBe(22);
    expect(body.variants).toEqual([
      { name: 'Coral', kind: 'shade', price: 22, stock: 10, image: '', swatch: '#ff7f50', family: 'coral' },
      { name: 'Rosewood', kind: 'shade', price: 26, stock: 4, image: '', swatch: '#b0123a', family: 'red' },
      { name: 'Plum', kind: 'shade', price: 24, image: '', swatch: '#5e2a4b', family: 'plum' },
    ]);
  });

  it('shows the schema messages under the fields of a row, and the list message for two shades of one name', async () => {
    const calls = fakeApi(() => ({ status: 201, json: { success: true, message: 'OK', body: lipstick([]) } }));
    await renderScreens('/admin/products/new');
    await fillProduct();
    await user.click(screen.getByRole('radio', { name: 'Shades' }));
    await user.click(screen.getByRole('button', { name: 'Add shade' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const row = screen.getByRole('group', { name: 'shade 1' });
    expect(await within(row).findByText('You must enter a name for each shade or size')).toBeTruthy();
    expect(within(row).getByText('Please Enter Number')).toBeTruthy();
    expect(within(row).getByText('Choose the shade’s colour')).toBeTruthy();
    expect(within(row).getByText('Choose the colour family')).toBeTruthy();
    // The product's own price is set by its shades: the message is on the shade's price only.
    expect(screen.getAllByText('Please Enter Number')).toHaveLength(1);

    await fill(text('Name of shade 1'), 'Ruby');
    await fill(field('Price of Ruby'), '5');
    await fill(text('Hex colour of Ruby'), '#b012');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('The Price Should Be Between $10 to $10000')).toBeTruthy();
    expect(within(row).getByText('A colour is # and six hex digits')).toBeTruthy();

    await user.clear(field('Price of Ruby'));
    await fill(field('Price of Ruby'), '24');
    await fill(text('Hex colour of Ruby'), '#b0123a');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour family of Ruby' }), 'red');
    await addShade('ruby', '25', '', '#aa0000', 'red');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Each shade or size needs its own name')).toBeTruthy();
    expect(calls).toHaveLength(0);

    // Sizes: the size, no colour.
    await user.click(screen.getByRole('radio', { name: 'Sizes' }));
    expect(screen.queryByRole('textbox', { name: 'Hex colour of Ruby' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(screen.getByRole('group', { name: 'Ruby' })).findByText('You must enter the size'),
    ).toBeTruthy();
    expect(screen.getAllByText('Set by its sizes')).toHaveLength(2);
  });

  it('edits: adds units to a counted shade with the stock it saw, removes one, puts a hidden one back on sale', async () => {
    const loaded = lipstick([
      shade({ _id: 'ruby0001', name: 'Ruby', stock: 4 }),
      shade({ _id: 'coral001', name: 'Coral', price: 22, swatch: '#ff7f50', family: 'coral' }),
      shade({ _id: 'plum0001', name: 'Plum', stock: 3, hidden: true }),
      shade({ _id: 'nude0001', name: 'Nude', stock: 0, family: 'nude' }),
    ]);
    const calls = fakeApi(() => ({ json: { success: true, message: 'OK', body: loaded } }));
    await renderScreens('/admin/products/p1');

    // Above the form, each shade with its price and stock.
    const summary = await screen.findByRole('table', { name: 'Its shades' });
    expect(
      within(summary)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ShadePriceStock',
      'Ruby$24.004',
      'Coral$22.00Not tracked',
      'Plum$24.00Hidden: in an open cart or order',
      'Nude$24.000 (Sold out)',
    ]);

    expect(field('Stock of Ruby').readOnly).toBe(true);
    expect(field('Stock').value).toBe('4');
    expect(screen.queryByRole('spinbutton', { name: 'Add units' })).toBeNull();
    const plum = screen.getByRole('group', { name: 'Plum' });
    expect(within(plum).getByText('Hidden: in an open cart or order')).toBeTruthy();

    await fill(field('Add units to Ruby'), '6');
    await fill(field('Add units to Coral'), '12');
    await user.click(within(plum).getByRole('button', { name: 'Put back on sale' }));
    expect(within(plum).queryByText('Hidden: in an open cart or order')).toBeNull();
    expect(field('Stock').value).toBe('7');
    await user.click(screen.getByRole('button', { name: 'Remove Nude' }));
    expect(screen.queryByRole('group', { name: 'Nude' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add shade' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your Product Updated Successfully')).toBeTruthy();
    const body = calls.find((call) => call.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('addUnits');
    expect(body.variants).toEqual([
      {
        _id: 'ruby0001',
        name: 'Ruby',
        kind: 'shade',
        price: 24,
        image: '',
        swatch: '#b0123a',
        family: 'red',
        stock: 4,
        addUnits: 6,
      },
      {
        _id: 'coral001',
        name: 'Coral',
        kind: 'shade',
        price: 22,
        image: '',
        swatch: '#ff7f50',
        family: 'coral',
        stock: 12,
      },
      { _id: 'plum0001', name: 'Plum', kind: 'shade', price: 24, image: '', swatch: '#b0123a', family: 'red' },
    ]);
  });

  it('None takes the shades away: the save sends no variants, and the price is the product’s own again', async () => {
    const loaded = lipstick([shade({ _id: 'ruby0001', name: 'Ruby', stock: 4 })]);
    const calls = fakeApi(() => ({ json: { success: true, message: 'OK', body: loaded } }));
    await renderScreens('/admin/products/p1');
    await screen.findByRole('spinbutton', { name: 'Price of Ruby' });
    await user.click(screen.getByRole('radio', { name: 'None' }));
    expect(screen.queryByRole('group', { name: 'Ruby' })).toBeNull();
    expect(field('Price').readOnly).toBe(false);
    expect(field('Add units')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ variants: [] }));
  });
});

describe("the products list's Stock cell", () => {
  it('shows the units of every shade and how many run low or are sold out', () => {
    const product = lipstick([
      shade({ _id: 'a', name: 'A', stock: 2 }),
      shade({ _id: 'b', name: 'B', stock: 5 }),
      shade({ _id: 'c', name: 'C', stock: 0 }),
      shade({ _id: 'd', name: 'D', stock: 9 }),
      shade({ _id: 'e', name: 'E', stock: 0, hidden: true }),
    ]);
    const { container } = render(<VariantStockCell product={{ ...product, stock: 16 }} />);
    expect(container.textContent).toBe('162 low, 1 sold out');
    cleanup();
    const calm = render(
      <VariantStockCell product={{ stock: 9, variants: [shade({ _id: 'd', name: 'D', stock: 9 })] }} />,
    );
    expect(calm.container.textContent).toBe('9');
  });
});
