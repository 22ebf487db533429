/** A file of `size` bytes as an input hands it over (jsdom reads none of it: its size is what counts). */
export function sizedFile(name: string, type: string, size = 2048): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}
