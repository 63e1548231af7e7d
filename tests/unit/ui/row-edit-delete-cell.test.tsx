import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { RowEditDeleteCell } from '@/components/ui/RowEditDeleteCell';

/** A mouse arriving on an element (jsdom has no PointerEvent: the type is set on the event React reads). */
function mouseOver(el: Element) {
  const event = createEvent.pointerOver(el, { relatedTarget: null });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  fireEvent(el, event);
}

test('edit and delete are named for their row, show their short word on hover, and act', () => {
  const onEdit = jest.fn();
  const onDelete = jest.fn();
  render(
    <table>
      <tbody>
        <tr>
          <RowEditDeleteCell
            editTitle="Edit"
            deleteTitle="Delete"
            editLabel="Edit Christmas"
            deleteLabel="Delete Christmas"
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </tr>
      </tbody>
    </table>,
  );
  const edit = screen.getByRole('button', { name: 'Edit Christmas' });
  mouseOver(edit);
  expect(screen.getByRole('tooltip')).toHaveTextContent('Edit');
  fireEvent.click(edit);
  expect(onEdit).toHaveBeenCalledTimes(1);
  fireEvent.keyDown(edit, { key: 'Escape' });
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Delete Christmas' }));
  expect(onDelete).toHaveBeenCalledTimes(1);
});
