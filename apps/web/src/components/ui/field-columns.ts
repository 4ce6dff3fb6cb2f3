/**
 * Short fields side by side, as many as fit at a readable width (10rem each): two in the petition page's side
 * panel, three where there is room. The window's breakpoints (sm:grid-cols-3) gave a panel a third of the
 * window three columns and drew a date field under the select beside it. Selects inside take `w-full`, so a
 * long option shortens the select instead of pushing it out of its column.
 */
export const FIELD_COLUMNS_CLASS = 'grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-2';
