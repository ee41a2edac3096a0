import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { VARIANTS_MAX, type VariantKind } from '@shop/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useFormBinding } from '@/components/form/form-binding';
import type { CustomFieldProps } from '../../lib/resource';
import { VariantRow, type MoveDirection } from './variant-row';
import {
  derivedFigures,
  emptyVariant,
  kindPlural,
  moveRow,
  rowName,
  type VariantKindChoice,
  type VariantValues,
} from './variant-values';

const KIND_CHOICES: { value: VariantKindChoice; label: string }[] = [
  { value: '', label: 'None' },
  { value: 'shade', label: 'Shades' },
  { value: 'size', label: 'Sizes' },
];

/** The form's value that holds the kind chosen (None, Shades or Sizes); never sent. */
export const VARIANT_KIND_FIELD = 'variantKind';

/**
 * "Shades and sizes": the kind, then one row per variant (moved, removed, put back on sale) and Add.
 * While there are rows, the product's own price and stock follow from them: this field writes the lowest
 * price and the summed stock into the form, as the server will set them.
 */
export const VariantsField = ({ name, label, mode, onUploadError }: CustomFieldProps) => {
  const form = useFormBinding();
  const value = form.field(name).value;
  const rows = Array.isArray(value) ? (value as VariantValues[]) : [];
  const kindValue = form.field(VARIANT_KIND_FIELD).value;
  const kind = (typeof kindValue === 'string' ? kindValue : '') as VariantKindChoice;
  const listError = form.error(name);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the rows are drawn again after a move or a remove.
  const focusAfter = useRef<{ key: string; direction: MoveDirection } | 'add' | null>(null);

  const { price, stock } = derivedFigures(rows);
  const hasRows = rows.length > 0;
  const { setValue } = form;
  useEffect(() => {
    if (!hasRows) return;
    if (price !== undefined) setValue('price', price);
    setValue('stock', stock);
    // Only when the figures change; setValue is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasRows, price, stock]);

  // A moved row's button keeps the focus (or its twin when the move took the row to an end).
  useLayoutEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    if (target === 'add') addButton.current?.focus();
    else {
      const button = (direction: MoveDirection) =>
        list.current?.querySelector<HTMLButtonElement>(`[data-row-key="${target.key}"] [data-move="${direction}"]`);
      const wanted = button(target.direction);
      (wanted && !wanted.disabled ? wanted : button(target.direction === 'up' ? 'down' : 'up'))?.focus();
    }
  });

  const setRows = (next: VariantValues[]) => setValue(name, next);

  const chooseKind = (next: VariantKindChoice) => {
    setValue(VARIANT_KIND_FIELD, next);
    // None takes every row away; the other kind keeps the rows (names, prices, stock, pictures).
    setRows(next ? rows.map((row) => ({ ...row, kind: next })) : []);
  };

  const move = (row: VariantValues, index: number, direction: MoveDirection) => {
    setRows(moveRow(rows, index, direction));
    focusAfter.current = { key: row.rowKey, direction };
    const to = direction === 'up' ? index - 1 : index + 1;
    setAnnouncement(`${rowName(row, index)} moved to position ${to + 1} of ${rows.length}`);
  };

  const remove = (row: VariantValues, index: number) => {
    setAnnouncement(`${rowName(row, index)} removed`);
    setRows(rows.filter((_, at) => at !== index));
    focusAfter.current = 'add';
  };

  const putBack = (index: number) => setRows(rows.map((row, at) => (at === index ? { ...row, hidden: false } : row)));

  const add = (variantKind: VariantKind) => setRows([...rows, emptyVariant(variantKind)]);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <RadioGroup
        row
        name={VARIANT_KIND_FIELD}
        aria-label="Kind of variants"
        value={kind}
        onChange={(event) => chooseKind(event.target.value as VariantKindChoice)}
      >
        {KIND_CHOICES.map((choice) => (
          <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={choice.label} />
        ))}
      </RadioGroup>
      {kind && (
        <>
          <Typography variant="body2" color="text.secondary">
            {`The product's price is the lowest of its ${kindPlural(kind)} on sale, its stock their units together. Up to ${VARIANTS_MAX} ${kindPlural(kind)}.`}
          </Typography>
          {rows.length > 0 && (
            <Box
              ref={list}
              component="ol"
              aria-label={`${kind === 'shade' ? 'Shades' : 'Sizes'}`}
              sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}
            >
              {rows.map((row, index) => (
                <VariantRow
                  key={row.rowKey}
                  row={row}
                  index={index}
                  count={rows.length}
                  path={`${name}.${index}`}
                  mode={mode}
                  onMove={(direction) => move(row, index, direction)}
                  onRemove={() => remove(row, index)}
                  onPutBack={() => putBack(index)}
                  onUploadError={onUploadError}
                />
              ))}
            </Box>
          )}
          {listError && <FormHelperText error>{listError}</FormHelperText>}
          <Button
            ref={addButton}
            variant="outlined"
            startIcon={<AddRounded />}
            onClick={() => add(kind)}
            disabled={rows.length >= VARIANTS_MAX}
            sx={{ justifySelf: 'start' }}
          >
            {kind === 'shade' ? 'Add shade' : 'Add size'}
          </Button>
        </>
      )}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
};
