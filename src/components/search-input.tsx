import { useEffect, useId, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Search } from 'react-bootstrap-icons';
import { useLocation, useNavigation } from 'react-router-dom';
import '@/components/ui.css';

/** Typing waits this long before it filters, so that each key is not a request. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Props of {@link SearchInput}. */
export interface SearchInputProps {
  label: string;
  /** The search in force (from the URL); the field follows it when it changes elsewhere (Back). */
  value: string;
  /** Called with the trimmed text once typing settles. */
  onSearch: (text: string) => void;
  placeholder?: string;
}

/**
 * The one search box of every list: a label, a magnifier, a debounced trimmed value. A search still waiting for
 * typing to settle is dropped when the user leaves the page meanwhile (a click on a row's link): it must neither
 * cancel that navigation nor land on the page it opens (issue 21, item 23).
 */
export function SearchInput({ label, value, onSearch, placeholder }: SearchInputProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const typed = useRef(value);
  const timer = useRef<number | undefined>(undefined);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (leaving) window.clearTimeout(timer.current);
  }, [leaving]);
  useEffect(() => {
    if (value !== typed.current.trim()) {
      typed.current = value;
      setText(value);
    }
  }, [value]);

  function change(next: string) {
    typed.current = next;
    setText(next);
    window.clearTimeout(timer.current);
    // The address the search was typed on: once the browser shows another page, the search is no longer the user's.
    const typedOn = window.location.pathname;
    timer.current = window.setTimeout(() => {
      if (window.location.pathname === typedOn) onSearch(next.trim());
    }, SEARCH_DEBOUNCE_MS);
  }

  return (
    <Form.Group controlId={id} className="search-input">
      <Form.Label>{label}</Form.Label>
      <div className="search-input-field">
        <Search className="search-input-icon" aria-hidden="true" />
        <Form.Control type="search" value={text} placeholder={placeholder} onChange={(event) => change(event.target.value)} />
      </div>
    </Form.Group>
  );
}
