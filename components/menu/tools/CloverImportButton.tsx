'use client';

/** Clover import (issue 4): placeholder; renders nothing until the button lands. */
export function CloverImportButton() {
  return null;
}
