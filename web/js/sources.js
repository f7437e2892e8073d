// Where input comes from besides typing: the bundled example sessions, a
// file picked from disk, or a file dropped on the input.

export const EXAMPLES = [
  { id: 'standard', file: 'examples/standard-game.fics', label: 'A standard game (fool’s mate)' },
  { id: 'observed', file: 'examples/two-observed-games.fics', label: 'Two observed games, interleaved' },
  { id: 'crazyhouse', file: 'examples/crazyhouse.fics', label: 'Crazyhouse with <b1> holdings' },
  { id: 'errors', file: 'examples/lines-with-errors.txt', label: 'Lines with errors' },
  { id: 'block', file: 'examples/block-mode.fics', label: 'FICS block mode' },
  { id: 'cut', file: 'examples/cut-short.fics', label: 'Lines cut short (long handles)' },
];

export async function fetchExample(id) {
  const example = EXAMPLES.find((e) => e.id === id);
  if (!example) throw new Error(`no example ${id}`);
  const response = await fetch(example.file);
  if (!response.ok) throw new Error(`${example.file}: HTTP ${response.status}`);
  return { bytes: new Uint8Array(await response.arrayBuffer()), label: example.label };
}

// A file picked, or dropped anywhere on the page (`dropZone` lights up): its
// bytes as they are on disk (no decoding here; the worker reads them). A
// file dropped elsewhere would make the browser leave the page.
export function bindFileInputs({ button, input, dropZone, onFile, onError }) {
  function read(file) {
    try {
      onFile(file);
    } catch (error) {
      onError(`${file.name}: ${error.message}`);
    }
  }
  button.addEventListener('click', () => input.click());
  input.addEventListener('change', () => {
    if (input.files?.[0]) read(input.files[0]);
    input.value = '';
  });
  const hasFiles = (event) => event.dataTransfer?.types.includes('Files');
  let depth = 0;
  window.addEventListener('dragenter', (event) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    depth += 1;
    dropZone.classList.add('dragging');
    document.body.classList.add('dragging-file');
  });
  window.addEventListener('dragover', (event) => {
    if (hasFiles(event)) event.preventDefault();
  });
  window.addEventListener('dragleave', () => {
    depth = Math.max(0, depth - 1);
    if (!depth) {
      dropZone.classList.remove('dragging');
      document.body.classList.remove('dragging-file');
    }
  });
  window.addEventListener('drop', (event) => {
    depth = 0;
    dropZone.classList.remove('dragging');
    document.body.classList.remove('dragging-file');
    if (!hasFiles(event)) return;
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file) read(file);
  });
}
