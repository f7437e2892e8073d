// Keys of the places to come back to: g (or Ctrl+G, anywhere) the go-to
// box, b bookmark, ] [ next and previous bookmark, c compare with. Not
// while typing, nor where a widget has its own keys (the list, the board).

export function bindNavigationKeys({ goTo, bookmark, nextBookmark, previousBookmark, compare }) {
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.metaKey) return;
    if (event.ctrlKey) {
      if (event.key !== 'g' && event.key !== 'G') return;
      goTo();
      event.preventDefault();
      return;
    }
    const target = event.target;
    if (target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable="true"], [role="grid"]')) return;
    if (target instanceof Element && target.closest('#board, .pockets')) return;
    switch (event.key) {
      case 'g': goTo(); break;
      case 'b': bookmark(); break;
      case ']': nextBookmark(); break;
      case '[': previousBookmark(); break;
      case 'c': compare(); break;
      default: return;
    }
    event.preventDefault();
  });
}
