import type { ComponentProps } from 'react';

/** A file input that takes images, its button in the forms' style. */
export function ImageFileInput(props: Omit<ComponentProps<'input'>, 'type' | 'accept' | 'className'>) {
  return (
    <input
      {...props}
      type="file"
      accept="image/*"
      className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-leaf-100 file:px-4 file:py-2 file:font-medium file:text-leaf-800 hover:file:bg-leaf-200"
    />
  );
}
