import { fireEvent, render, screen } from '@testing-library/react';
import { pageItems, PlainPagination } from '@/components/ui/PlainPagination';

test('the pages shown: the first, the current and the last, a gap of one page shown as the page', () => {
  expect(pageItems(1, 1)).toEqual([1]);
  expect(pageItems(3, 1)).toEqual([1, 2, 3]);
  expect(pageItems(10, 1)).toEqual([1, 'gap', 10]);
  expect(pageItems(10, 3)).toEqual([1, 2, 3, 'gap', 10]);
  expect(pageItems(10, 6)).toEqual([1, 'gap', 6, 'gap', 10]);
  expect(pageItems(10, 10)).toEqual([1, 'gap', 10]);
  // A page past the end (the list shrank) marks the last.
  expect(pageItems(4, 9)).toEqual([1, 'gap', 4]);
});

function renderPages(page: number, onPage = jest.fn()) {
  render(
    <PlainPagination
      count={10}
      page={page}
      onPage={onPage}
      label="Customer pages"
      pageLabel={(p) => `Page ${p}`}
      previousLabel="Previous page"
      nextLabel="Next page"
    />,
  );
  return onPage;
}

test('the current page is marked; a page, previous and next ask for theirs; the ends disable their arrow', () => {
  const onPage = renderPages(1);
  expect(screen.getByRole('navigation', { name: 'Customer pages' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Page 10' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
  fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
  expect(onPage.mock.calls).toEqual([[2], [10]]);
});

test('on the last page, next is disabled and previous goes back one', () => {
  const onPage = renderPages(10);
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(onPage).toHaveBeenCalledWith(9);
});
