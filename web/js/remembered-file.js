// The last file opened, kept in this browser's IndexedDB when the user
// ticks "Remember the last file on this computer", so a reload reopens
// it. IndexedDB, not localStorage: files run to tens of MB, and it keeps
// the File itself, no copy as text. Nothing leaves the page: the choice
// and the file stay in this browser until "Forget".

const DB = 'style12-inspector';
const STORE = 'files';
const KEY = 'last';
const CHOICE = 'style12.rememberFile';

function openDb() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

async function run(mode, use) {
  const db = await openDb();
  try {
    return await new Promise((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = use(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB gave up (no room?)'));
    });
  } finally {
    db.close();
  }
}

export function rememberChosen() {
  try {
    return localStorage.getItem(CHOICE) === 'yes';
  } catch {
    return false;
  }
}

function setChosen(yes) {
  try {
    if (yes) localStorage.setItem(CHOICE, 'yes');
    else localStorage.removeItem(CHOICE);
  } catch {
    // Storage off: the box stays as ticked for this visit only.
  }
}

/** The remembered File, or null. */
export async function rememberedFile() {
  if (!rememberChosen()) return null;
  try {
    const kept = await run('readonly', (store) => store.get(KEY));
    return kept instanceof Blob ? kept : null;
  } catch {
    return null;
  }
}

function size(bytes) {
  return bytes < 1048576 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1048576).toFixed(1)} MB`;
}

export function createRememberedFile({ checkbox, forget, status }) {
  let keptId = null;
  const idOf = (file) => (file ? `${file.name}\n${file.size}\n${file.lastModified}` : null);

  function say(text) {
    status.textContent = text;
  }

  function showKept(file) {
    keptId = idOf(file);
    forget.hidden = !file;
    if (file) say(`Kept in this browser: ${file.name} (${size(file.size)}).`);
    else say(checkbox.checked ? 'The next file you open is kept in this browser.' : '');
  }

  async function keep(file) {
    try {
      await run('readwrite', (store) => store.put(file, KEY));
      showKept(file);
    } catch (error) {
      say(`Could not keep ${file.name}: ${error.message}`);
    }
  }

  async function drop() {
    try {
      await run('readwrite', (store) => store.delete(KEY));
    } catch {
      // Nothing kept, or no IndexedDB: nothing to forget.
    }
    showKept(null);
  }

  let current = null;
  checkbox.checked = rememberChosen();
  checkbox.addEventListener('change', () => {
    setChosen(checkbox.checked);
    if (checkbox.checked && current) keep(current);
    else if (!checkbox.checked) drop();
    else showKept(null);
  });
  forget.addEventListener('click', () => drop());
  if (checkbox.checked) rememberedFile().then(showKept);

  return {
    /** A file was opened (null: other input): kept when the user chose so. */
    opened(file) {
      current = file;
      if (file && checkbox.checked && idOf(file) !== keptId) keep(file);
    },
  };
}
