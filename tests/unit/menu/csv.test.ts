import type { Category } from '@/lib/contract/menu';
import {
  diffMenu,
  guardFormula,
  menuCsvFileName,
  menuToCsv,
  parseCsv,
  parseMenuCsv,
  serializeCsv,
  unguardFormula,
} from '@/lib/menu-csv';
import { item } from './fixtures';

const menu: Category[] = [
  {
    _id: 'c2',
    name: 'Drinks',
    description: null,
    available: true,
    sort: 1,
    items: [item('i3', 'Café crème', 350, { category_id: 'c2', description: '=cmd|calc', sort: 0 })],
  },
  {
    _id: 'c1',
    name: 'Burgers',
    description: null,
    available: true,
    sort: 0,
    items: [
      item('i2', 'Veggie', 1100, { available: false, sort: 1, description: 'Beans, "smoky"\nsauce' }),
      item('i1', 'Classic', 1250, { min_purchase_value: 2000, sort: 0 }),
    ],
  },
];

describe('parseCsv', () => {
  it('reads quoted cells with commas, escaped quotes and line breaks', () => {
    const { records } = parseCsv('a,b,c\n"x, y","say ""hi""","two\nlines"\n');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'say "hi"', 'two\nlines'] },
    ]);
  });

  it('handles CRLF, a BOM, blank lines and a missing trailing newline', () => {
    const { records } = parseCsv('\uFEFFa,b\r\n1,2\r\n\r\n3,"x\r\ny"');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
      { line: 4, cells: ['3', 'x\ny'] },
    ]);
  });

  it('detects the semicolons of French Excel', () => {
    expect(parseCsv('a;b\n"1;2";12,50\n').records[1]!.cells).toEqual(['1;2', '12,50']);
  });

  it('keeps empty cells', () => {
    expect(parseCsv('a,,c\n,,\n').records.map((r) => r.cells)).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });

  it('reports a quote left open', () => {
    expect(parseCsv('a\n"open\n').unclosedQuote).toBe(true);
  });

  it('serializes with quotes only when needed and guards formulas', () => {
    expect(serializeCsv([['plain', 'a,b', 'say "x"', '=SUM(A1)', '-5', '@x', '+1', 'line\nbreak']])).toBe(
      'plain,"a,b","say ""x""",\'=SUM(A1),\'-5,\'@x,\'+1,"line\nbreak"\r\n',
    );
  });

  it('round-trips formula guards, even cells that already start with an apostrophe', () => {
    for (const cell of ['=1+1', "'=1+1", "''-x", "'quoted", '-', 'normal'])
      expect(unguardFormula(guardFormula(cell))).toBe(cell);
    const text = serializeCsv([['=HYPERLINK("x")', "'@a"]], ';');
    expect(parseCsv(text).records[0]!.cells.map(unguardFormula)).toEqual(['=HYPERLINK("x")', "'@a"]);
  });
});

describe('menuToCsv', () => {
  it('writes the columns and the menu in screen order', () => {
    const lines = menuToCsv(menu).split('\r\n');
    expect(lines[0]).toBe('category,name,price,description,available,min_purchase_value');
    expect(lines[1]).toBe('Burgers,Classic,12.50,,yes,20.00');
    expect(lines[2]).toBe('Burgers,Veggie,11.00,"Beans, ""smoky""\nsauce",no,');
    expect(lines[3]).toBe("Drinks,Café crème,3.50,'=cmd|calc,yes,");
  });

  it('writes semicolons and decimal commas for French spreadsheets', () => {
    expect(menuToCsv(menu, { french: true }).split('\r\n')[1]).toBe('Burgers;Classic;12,50;;yes;20,00');
  });

  it.each([false, true])('round-trips export → parse to the same menu (french: %s)', (french) => {
    const { rows, errors } = parseMenuCsv('\uFEFF' + menuToCsv(menu, { french }));
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        category: 'Burgers',
        name: 'Classic',
        price: 1250,
        description: undefined,
        available: true,
        min_purchase_value: 2000,
      },
      // The quoted description spans two lines: the next record starts on line 5.
      {
        row: 3,
        category: 'Burgers',
        name: 'Veggie',
        price: 1100,
        description: 'Beans, "smoky"\nsauce',
        available: false,
        min_purchase_value: null,
      },
      {
        row: 5,
        category: 'Drinks',
        name: 'Café crème',
        price: 350,
        description: '=cmd|calc',
        available: true,
        min_purchase_value: null,
      },
    ]);
    const diff = diffMenu(menu, rows);
    expect(diff.unchanged).toHaveLength(3);
    expect(diff.newItems.length + diff.changedItems.length + diff.newCategories.length + diff.duplicates.length).toBe(
      0,
    );
  });
});

describe('parseMenuCsv', () => {
  it('accepts any column order and case, ignores unknown columns, reads yes/no words', () => {
    const text =
      'Notes,PRICE,Name,Category,Available\nx,"12,50",Fries,Sides,non\ny,$3,Salad,Sides,OUI\nz,4,Soup,Sides,\n';
    const { rows, errors } = parseMenuCsv(text);
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.name, r.price, r.available, r.min_purchase_value])).toEqual([
      ['Fries', 1250, false, null],
      ['Salad', 300, true, null],
      ['Soup', 400, true, null],
    ]);
  });

  it('refuses a file without a required column', () => {
    expect(parseMenuCsv('category,price\nA,1\n').errors).toEqual([
      { row: 1, field: 'name', key: 'menuTools.csv.missingColumn', values: { column: 'name' } },
    ]);
    expect(parseMenuCsv('').errors[0]!.key).toBe('menuTools.csv.empty');
    expect(parseMenuCsv('category,name,price\n').errors[0]!.key).toBe('menuTools.csv.noRows');
  });

  it('numbers bad rows by their file line, also after a multi-line cell', () => {
    const text = [
      'category,name,price,description,available',
      'Burgers,Classic,12.50,"one',
      'two',
      'three",yes',
      'Burgers,Okay,12.999,,yes',
      'Burgers,X,,,maybe',
      '',
      'Sides,Fries,-2,,',
    ].join('\r\n');
    const { rows, errors } = parseMenuCsv(text);
    expect(rows.map((r) => r.row)).toEqual([2]);
    expect(errors).toEqual([
      { row: 5, field: 'price', key: 'validation.money' },
      { row: 6, field: 'name', key: 'validation.name3to20' },
      { row: 6, field: 'price', key: 'validation.priceRequired' },
      { row: 6, field: 'available', key: 'menuTools.csv.available' },
      { row: 8, field: 'price', key: 'validation.moneyNegative' },
    ]);
  });
});

describe('diffMenu', () => {
  it('finds new categories, new items, changed fields, unchanged rows and duplicates', () => {
    const { rows } = parseMenuCsv(
      [
        'category,name,price,description,available,min_purchase_value',
        ' burgers ,CLASSIC,13.00,,yes,20',
        'Burgers,Veggie,11,"Beans, ""smoky""\nsauce",no,',
        'Desserts,Brownie,4.5,,yes,',
        'Desserts,Cookie,2,,yes,',
        'Drinks,Tea,2.25,,yes,',
        'Burgers,classic,9,,yes,',
      ].join('\n'),
    );
    const diff = diffMenu(menu, rows);
    // The quoted description of row 3 spans two lines, so Desserts starts on line 5.
    expect(diff.newCategories).toEqual([{ row: 5, name: 'Desserts' }]);
    expect(diff.newItems.map((r) => r.name)).toEqual(['Brownie', 'Cookie', 'Tea']);
    expect(diff.changedItems).toEqual([
      {
        row: 2,
        itemId: 'i1',
        category: 'Burgers',
        name: 'Classic',
        changes: [{ field: 'price', before: 1250, after: 1300 }],
      },
    ]);
    expect(diff.unchanged.map((r) => r.name)).toEqual(['Veggie']);
    expect(diff.duplicates).toEqual([{ row: 8, firstRow: 2, category: 'Burgers', name: 'classic' }]);
  });
});

describe('menuCsvFileName', () => {
  it('slugs the place and dates the file in the location time zone', () => {
    const now = new Date('2025-03-01T03:00:00Z');
    expect(menuCsvFileName('Café Rive-Sud', now, 'America/Toronto')).toBe('menu-cafe-rive-sud-2025-02-28.csv');
    expect(menuCsvFileName('', now, 'UTC')).toBe('menu-export-2025-03-01.csv');
  });
});
