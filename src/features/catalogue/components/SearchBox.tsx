import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@tanstack/react-form';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type KeyboardEvent } from 'react';
import type { SearchSuggestion } from '../../../../contract/catalogue';
import { CHECKED_FORM, useCheckedForm } from '../../../ui/forms/checked-form';
import { Icon } from '../../../ui/Icon';
import { searchSuggestionsQueryOptions } from '../api';
import { useDebouncedValue, useLang } from '../hooks';
import { useSetParam } from '../paths';
import { noteSubmittedSearch } from '../search-log';
import styles from './SearchBox.module.css';

/** The word split around the typed text, so the typed part can be set apart. */
function highlight(word: string, typed: string) {
  const at = typed ? word.toLowerCase().indexOf(typed.toLowerCase()) : -1;
  if (at < 0) return <>{word}</>;
  return (
    <>
      {word.slice(0, at)}
      <mark className={styles.mark}>{word.slice(at, at + typed.length)}</mark>
      {word.slice(at + typed.length)}
    </>
  );
}

/** The search field with live suggestions (a combobox); submitting opens the results. */
export function SearchBox({
  initial = '',
  large = false,
  autoFocus = false,
}: {
  initial?: string;
  large?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const set = useSetParam();
  const navigate = useNavigate();
  const [defaultValues] = useState(() => ({ keyword: initial }));
  const form = useCheckedForm({
    ...CHECKED_FORM,
    defaultValues,
    onSubmit: ({ value }) => search(value.keyword),
  });
  const value = useSelector(form.store, (state) => state.values.keyword);
  const setValue = (keyword: string) => form.setFieldValue('keyword', keyword);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listId = useId();
  const typed = useDebouncedValue(value.trim());
  const suggestionsQuery = useQuery({
    ...searchSuggestionsQueryOptions(typed, lang),
    enabled: open && typed.length > 0,
    placeholderData: keepPreviousData,
  });
  const suggestions = open && typed ? (suggestionsQuery.data ?? []) : [];
  const expanded = suggestions.length > 0;

  const search = (word: string) => {
    const keyword = word.trim();
    if (!keyword) return;
    setOpen(false);
    setActive(-1);
    setValue(keyword);
    noteSubmittedSearch(keyword, lang);
    void navigate({ to: '/{-$set}/productList/resultsList', params: set, search: { keyword } });
  };

  const choose = (suggestion: SearchSuggestion) => {
    setOpen(false);
    if (suggestion.type === 'goods' && suggestion.goods_id) {
      void navigate({
        to: '/{-$set}/productList/detail',
        params: set,
        search: { id: suggestion.goods_id },
      });
    } else if (suggestion.type === 'category' && suggestion.category_id) {
      void navigate({
        to: '/{-$set}/productList',
        params: set,
        search: { category_id: suggestion.category_id },
      });
    } else {
      search(suggestion.word);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && expanded) {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const suggestion = suggestions[active];
      if (suggestion) {
        event.preventDefault();
        choose(suggestion);
      }
    }
  };

  return (
    <form
      role="search"
      className={`${styles.box} ${large ? styles.large : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t`Search the collection`}
      </label>
      <Icon name="search" size={large ? 22 : 18} className={styles.icon} />
      <input
        id={inputId}
        type="search"
        className={styles.input}
        value={value}
        placeholder={t`Search for dresses, bags, shoes…`}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={50}
        autoFocus={autoFocus}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {value && (
        <button
          type="button"
          className={styles.clear}
          aria-label={t`Clear search`}
          onClick={() => {
            setValue('');
            setActive(-1);
          }}
        >
          <Icon name="close" size={16} />
        </button>
      )}
      <button type="submit" className={styles.submit}>
        {t`Search`}
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Suggestions`}
        className={styles.list}
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.type}-${suggestion.word}-${index}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`${styles.option} ${index === active ? styles.activeOption : ''}`}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion);
            }}
          >
            <span className={styles.word}>{highlight(suggestion.word, typed)}</span>
            {suggestion.type !== 'goods' && (
              <span className={styles.kind}>
                {suggestion.type === 'category'
                  ? t`Category`
                  : suggestion.type === 'series'
                    ? t`Series`
                    : t`Search`}
              </span>
            )}
          </li>
        ))}
      </ul>
    </form>
  );
}
