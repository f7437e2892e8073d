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
  return { text: await response.text(), label: example.label };
}

export function bindFileInputs({ button, input, dropZone, onText, onError }) {
  async function read(file) {
    try {
      onText(await file.text(), file.name);
    } catch (error) {
      onError(`${file.name}: ${error.message}`);
    }
  }
  button.addEventListener('click', () => input.click());
  input.addEventListener('change', () => {
    if (input.files?.[0]) read(input.files[0]);
    input.value = '';
  });
  let depth = 0;
  dropZone.addEventListener('dragenter', (event) => {
    if (!event.dataTransfer?.types.includes('Files')) return;
    event.preventDefault();
    depth += 1;
    dropZone.classList.add('dragging');
  });
  dropZone.addEventListener('dragover', (event) => {
    if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
  });
  dropZone.addEventListener('dragleave', () => {
    depth = Math.max(0, depth - 1);
    if (!depth) dropZone.classList.remove('dragging');
  });
  dropZone.addEventListener('drop', (event) => {
    const file = event.dataTransfer?.files?.[0];
    depth = 0;
    dropZone.classList.remove('dragging');
    if (!file) return;
    event.preventDefault();
    read(file);
  });
}
