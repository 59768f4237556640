import { useTranslator } from "@causeway/i18n/react";
import { Button, TextField } from "@causeway/ui";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";

export interface SearchFormProps {
  label: string;
  /** What the URL says is searched for now. */
  value: string;
  onSearch: (value: string) => void;
  description?: string;
}

/** A search box and its button; Enter searches too. The box follows the URL (back, a link). */
export function SearchForm({ label, value, onSearch, description }: SearchFormProps) {
  const { t } = useTranslator();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <search aria-label={label}>
      <form
        className="cw:flex cw:flex-wrap cw:items-end cw:gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <TextField
          type="search"
          label={label}
          description={description}
          value={text}
          onChange={setText}
          maxLength={200}
          showCharacterCount={false}
          className="cw:min-w-0 cw:flex-1 cw:basis-64"
        />
        <Button type="submit" variant="secondary" icon={<Search aria-hidden size={18} />}>
          {t("web.admin.search")}
        </Button>
      </form>
    </search>
  );
}
